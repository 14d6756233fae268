import { apiFetch } from "@/lib/api/client";
import type {
  AdminHelpReplyAnswer,
  AdminHelpReplyRequest,
  CustomerHelpAnswer,
  CustomerHelpThread,
  StartHelpRequest,
} from "@/lib/admin/help-contract";

// Help on an order from the browser (issue 33 item 4): the customer's dialog on Past Orders and the console's reply
// form. The inbox and the console's thread are read on the server (app/admin/help/). No server imports here.

const asCustomer = { usertype: "customer" } as const;

export function startHelpRequest(input: StartHelpRequest): Promise<CustomerHelpAnswer> {
  return apiFetch<CustomerHelpAnswer>("/api/help", { ...asCustomer, method: "POST", json: input });
}

export async function fetchHelpThread(threadId: string, signal?: AbortSignal): Promise<CustomerHelpThread> {
  const answer = await apiFetch<{ thread: CustomerHelpThread }>(`/api/help/${encodeURIComponent(threadId)}`, {
    ...asCustomer,
    signal,
  });
  return answer.thread;
}

export function replyInHelpThread(threadId: string, message: string): Promise<CustomerHelpAnswer> {
  return apiFetch<CustomerHelpAnswer>(`/api/help/${encodeURIComponent(threadId)}/reply`, {
    ...asCustomer,
    method: "POST",
    json: { message },
  });
}

export function answerHelpThread(threadId: string, input: AdminHelpReplyRequest): Promise<AdminHelpReplyAnswer> {
  return apiFetch<AdminHelpReplyAnswer>(`/api/admin/help/${encodeURIComponent(threadId)}/reply`, {
    usertype: "admin",
    method: "POST",
    json: input,
  });
}
