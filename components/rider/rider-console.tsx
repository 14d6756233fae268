"use client";
import { useCallback, useState, useTransition } from "react";
import { LogoutButton } from "@/components/auth/logout-button";
import { DeliveryCard } from "@/components/rider/delivery-card";
import { LocationNotice } from "@/components/rider/location-notice";
import { OfferCard } from "@/components/rider/offer-card";
import { TodaySummary } from "@/components/rider/today-summary";
import { Switch } from "@/components/ui/switch";
import { ApiError, errorMessage } from "@/lib/api/client";
import { acceptOffer, fetchRiderMe, fetchRiderOffer, passOffer, setRiderOnline } from "@/lib/rider-console/calls";
import { usePolling, usePositionSender } from "@/lib/rider-console/hooks";
import type { RiderMe, RiderOffer } from "@/lib/rider-console/types";
import { toast } from "@/lib/ui/toast";

/** How often an online rider without a delivery asks for an offer, and how often the rider's state is read again. */
const OFFER_POLL_MS = 3_000;
const ME_POLL_MS = 15_000;

/**
 * /rider: the delivery partner's console. Offline, online and waiting (offers polled every 3 s), or a
 * delivery in hand (its two steps, the position sender running). Everything is read in the browser
 * for the signed-in rider; the page is rendered per request and keyed by the account.
 */
export function RiderConsole() {
  const [me, setMe] = useState<RiderMe | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [offer, setOffer] = useState<RiderOffer | null>(null);
  const [switchError, setSwitchError] = useState<string | null>(null);
  const [switching, startSwitch] = useTransition();
  const [answering, startAnswer] = useTransition();

  const reload = useCallback(async (signal?: AbortSignal) => {
    try {
      const answer = await fetchRiderMe(signal);
      setMe(answer);
      setLoadError(null);
    } catch (error) {
      if (!signal?.aborted) setLoadError(errorMessage(error));
    }
  }, []);

  const online = me?.rider.online ?? false;
  const delivery = me?.delivery ?? null;
  const waiting = online && delivery === null;

  usePolling(
    async (signal) => {
      const answer = await fetchRiderOffer(signal);
      setOffer((current) => (current?._id === answer.offer?._id ? current : answer.offer));
    },
    OFFER_POLL_MS,
    waiting,
  );
  // Read at once, then now and then: the delivery can change from elsewhere (the order cancelled, the code flagged).
  usePolling(reload, ME_POLL_MS, true);
  const location = usePositionSender(online, delivery !== null);

  const toggle = (next: boolean) =>
    startSwitch(async () => {
      setSwitchError(null);
      try {
        const { rider } = await setRiderOnline(next);
        setMe((current) => (current ? { ...current, rider } : current));
        if (!next) setOffer(null);
      } catch (error) {
        setSwitchError(errorMessage(error));
      }
    });

  const answer = (accept: boolean) =>
    startAnswer(async () => {
      if (!offer) return;
      try {
        const result = accept ? await acceptOffer(offer._id) : await passOffer(offer._id);
        toast.success(result.message);
      } catch (error) {
        // Expired or taken (409): the offer is gone either way.
        toast.error(errorMessage(error));
        if (!(error instanceof ApiError) || error.status === 0 || error.status >= 500) return;
      }
      setOffer(null);
      await reload();
    });

  if (!me) {
    return (
      <main id="main" className="mx-auto w-full max-w-lg px-4 py-6">
        {loadError ? (
          <p role="alert" className="rounded-xl bg-red-50 p-4 text-sm text-red-800">
            {loadError}{" "}
            <button type="button" className="min-h-11 font-semibold underline" onClick={() => void reload()}>
              Try again
            </button>
          </p>
        ) : (
          <p role="status" className="text-sm text-muted">
            Loading your console…
          </p>
        )}
      </main>
    );
  }

  return (
    <>
      <header data-top-bar className="sticky top-0 z-10 border-b border-stone-200 bg-white">
        <div className="mx-auto flex w-full max-w-lg items-center justify-between gap-3 px-4 py-2">
          <div className="min-w-0">
            <p className="truncate text-base font-bold">{me.rider.firstName || me.rider.username}</p>
            <p id="online-state" className="text-sm text-muted">
              {online ? "Online" : "Offline"}
            </p>
          </div>
          <Switch
            checked={online}
            label="Online for deliveries"
            onChange={toggle}
            busy={switching}
            describedBy={switchError ? "online-error" : "online-state"}
          />
        </div>
        {switchError && (
          <p id="online-error" role="alert" className="mx-auto max-w-lg px-4 pb-2 text-sm font-semibold text-red-700">
            {switchError}
          </p>
        )}
      </header>
      <main id="main" className="mx-auto flex w-full max-w-lg flex-col gap-4 px-4 py-4">
        <h1 className="sr-only">Rider console</h1>
        <LocationNotice status={location} carrying={delivery !== null} />
        {delivery ? (
          <>
            <DeliveryCard delivery={delivery} onChanged={() => reload()} />
          </>
        ) : online ? (
          <>
            <p role="status" className="rounded-2xl bg-emerald-50 p-4 text-base font-semibold text-emerald-900">
              {offer ? "A delivery is waiting for your answer" : "Looking for deliveries near you"}
            </p>
            {offer && (
              <OfferCard offer={offer} busy={answering} onAccept={() => answer(true)} onPass={() => answer(false)} />
            )}
          </>
        ) : (
          <p className="rounded-2xl bg-stone-100 p-4 text-base">
            You are offline. Turn on <strong>Online</strong> to get delivery offers near you.
          </p>
        )}
        {!delivery && <TodaySummary today={me.today} />}
        <div className="flex justify-end">
          <LogoutButton usertype="rider" />
        </div>
      </main>
    </>
  );
}
