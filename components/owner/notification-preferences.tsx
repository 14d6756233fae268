"use client";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { PreferencesList } from "@/components/notifications/preferences-list";
import { usePreferenceSwitches } from "@/components/notifications/use-preference-switches";
import type { PreferencesAnswer } from "@/lib/messages/preference-contract";
import { fetchPreferences, preferenceKeys, savePreference } from "@/lib/messages/preference-queries";

/**
 * /restaurant/notifications: the partner's switches, the console's way (docs/decisions/0013): the server's
 * reading is the query's initial data, each switch a mutation whose answer replaces the query's data.
 */
export function NotificationPreferences({ initial }: Readonly<{ initial: PreferencesAnswer }>) {
  const client = useQueryClient();
  const { data } = useQuery({
    queryKey: preferenceKeys.mine(),
    queryFn: ({ signal }) => fetchPreferences("restaurant", signal),
    initialData: initial,
  });
  const save = useMutation({ mutationFn: savePreference.bind(null, "restaurant") });
  const { wanted, saves, toggle } = usePreferenceSwitches(save.mutateAsync, (answer) =>
    client.setQueryData(preferenceKeys.mine(), answer),
  );

  return (
    <PreferencesList
      preferences={data}
      wanted={wanted}
      saves={saves}
      onToggle={toggle}
      pushHint="Push also needs this device turned on: a separate switch on the orders page."
      alwaysWhy="Security notices tell you when someone changes or uses your account, so they cannot be turned off."
    />
  );
}
