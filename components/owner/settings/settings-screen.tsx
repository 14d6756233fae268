"use client";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { PauseControl } from "@/components/owner/settings/pause-control";
import { SettingsForm } from "@/components/owner/settings/settings-form";
import {
  pauseBody,
  settingsBody,
  toFormValues,
  type PauseState,
  type SettingsFormOutput,
} from "@/components/owner/settings/settings-form-values";
import { errorMessage } from "@/lib/api/client";
import type { ApiRestaurantSettings } from "@/lib/owner/contract";
import { saveRestaurantSettings } from "@/lib/owner/queries";
import { toast } from "@/lib/ui/toast";

/**
 * /restaurant/settings: Pause or Resume orders (saved at once, on the settings as saved) above the
 * form of the restaurant's details (saved with its button). Both keep the saved settings here.
 */
export function SettingsScreen({ initial }: Readonly<{ initial: ApiRestaurantSettings }>) {
  const [saved, setSaved] = useState(initial);
  // Two writes, so that Resume/Pause shows busy only for its own call.
  const saveDetails = useMutation({ mutationFn: saveRestaurantSettings, meta: { loading: true } });
  const savePause = useMutation({
    mutationFn: (pause: PauseState) => saveRestaurantSettings(pauseBody(saved, pause)),
    meta: { loading: true },
    onSuccess: (answer, pause) => {
      setSaved(answer.settings);
      toast.success(pause.paused ? "Orders paused" : "Orders resumed");
    },
    onError: (error) => void toast.error(errorMessage(error)),
  });

  const save = async (values: SettingsFormOutput) => {
    const answer = await saveDetails.mutateAsync(settingsBody(values, saved));
    setSaved(answer.settings);
    return toFormValues(answer.settings);
  };

  const setPause = (pause: PauseState): Promise<boolean> =>
    savePause.mutateAsync(pause).then(
      () => true,
      () => false,
    );

  return (
    <div className="flex flex-col gap-6">
      <PauseControl
        paused={saved.paused}
        pauseReason={saved.pauseReason}
        pausedUntil={saved.pausedUntil}
        timeZone={saved.timeZone}
        closeMinute={
          saved.opentime.openhour * 60 + saved.opentime.openminute ===
          saved.closetime.closehour * 60 + saved.closetime.closeminute
            ? null
            : saved.closetime.closehour * 60 + saved.closetime.closeminute
        }
        busy={savePause.isPending}
        onPause={(reason, pausedUntil) => setPause({ paused: true, pauseReason: reason, pausedUntil })}
        onResume={() => setPause({ paused: false, pauseReason: null })}
      />
      <SettingsForm defaultValues={toFormValues(initial)} savedPublicId={saved.image.public_id} onSave={save} />
    </div>
  );
}
