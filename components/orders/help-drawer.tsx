"use client";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { Drawer } from "@/components/ui/drawer";
import type { CustomerHelpAnswer, CustomerHelpThread, OrderHelpState } from "@/lib/admin/help-contract";
import { fetchHelpThread } from "@/lib/admin/help-queries";
import { helpOrderNumber } from "@/lib/admin/help-rules";
import { errorMessage } from "@/lib/api/client";
import { toast } from "@/lib/ui/toast";
import { HelpRequestForm } from "./help-request-form";
import { HelpThreadView } from "./help-thread";

type HelpDrawerProps = Readonly<{
  open: boolean;
  onOpenChange: (open: boolean) => void;
  orderId: string;
  help: OrderHelpState;
  /** After a request or a reply: the page shows the new status. */
  onChanged: () => void;
}>;

/**
 * Help with one order, in a side panel (a modal dialog: focus held inside, Escape closes, focus back on Help): the
 * latest thread with its messages, refunds and a reply box, or a new request (a reason and a message).
 */
export function HelpDrawer({ open, onOpenChange, orderId, help, onChanged }: HelpDrawerProps) {
  const [thread, setThread] = useState<CustomerHelpThread | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [asking, setAsking] = useState(help.thread === null);
  const latestId = help.thread?._id ?? null;

  useEffect(() => {
    if (!open || !latestId) return;
    const controller = new AbortController();
    fetchHelpThread(latestId, controller.signal).then(
      (read) => {
        setThread(read);
        setProblem(null);
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setProblem(errorMessage(error));
      },
    );
    return () => controller.abort();
  }, [open, latestId]);

  const written = (answer: CustomerHelpAnswer) => {
    setThread(answer.thread);
    setAsking(false);
    toast.success(answer.message);
    onChanged();
  };

  const number = helpOrderNumber(orderId);
  return (
    <Drawer
      open={open}
      onOpenChange={onOpenChange}
      title={`Help with order ${number}`}
      description={`Ask Thali support about order ${number}, or read their answers`}
    >
      <div className="flex flex-col gap-4 p-5">
        {asking ? (
          <HelpRequestForm orderId={orderId} onDone={written} />
        ) : thread ? (
          <HelpThreadView
            thread={thread}
            onReplied={written}
            onAskAgain={help.canStart && thread.status === "closed" ? () => setAsking(true) : undefined}
          />
        ) : problem ? (
          <div role="alert" className="flex flex-col items-start gap-3 text-sm">
            <p className="font-medium text-red-700">{problem}</p>
            <Button variant="outline" size="sm" onClick={() => onOpenChange(false)}>
              Close
            </Button>
          </div>
        ) : (
          <p role="status" className="text-sm text-muted">
            Loading your help request…
          </p>
        )}
      </div>
    </Drawer>
  );
}
