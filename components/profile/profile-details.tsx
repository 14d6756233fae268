import type { ReactNode } from "react";
import type { Profile } from "@/lib/accounts/contract";
import { FormField } from "@/components/ui/form-field";
import { EmailEditor } from "@/components/profile/email-editor";
import { EMAIL_INPUT } from "@/components/profile/email-input";
import { ProfileImageEditor } from "@/components/profile/profile-image-editor";

/** /profile for a signed-in user: avatar, the fixed username and the editable email, then `children` (a customer's addresses). */
export function ProfileDetails({ profile, children }: Readonly<{ profile: Profile; children?: ReactNode }>) {
  return (
    <div className="mx-auto w-full max-w-2xl">
      <h1 className="text-2xl font-extrabold sm:text-3xl">Your profile</h1>
      <section
        aria-label="Profile details"
        className="mt-6 overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-stone-200"
      >
        <div className="h-24 bg-gradient-to-r from-brand-400 to-brand-600 sm:h-28" aria-hidden />
        <div className="-mt-14 flex flex-col items-center gap-3 px-5 text-center sm:flex-row sm:items-end sm:gap-5 sm:px-8 sm:text-left">
          <ProfileImageEditor userId={profile.id} usertype={profile.userType} imageUrl={profile.imageUrl} size={112} />
          <div className="pb-1">
            <p className="text-xl font-bold">{profile.username}</p>
            <p className="text-sm text-muted">
              {profile.userType === "restaurant" ? "Restaurant partner" : "Customer"}
            </p>
          </div>
        </div>
        <div className="flex flex-col gap-5 px-5 pb-8 pt-8 sm:px-8">
          <FormField
            id="profile-username"
            label="Username"
            value={profile.username}
            readOnly
            hint="Your username cannot be changed."
          />
          <EmailEditor
            username={profile.username}
            email={profile.email}
            usertype={profile.userType}
            field={<FormField {...EMAIL_INPUT} value={profile.email} readOnly />}
          />
        </div>
      </section>
      {children}
    </div>
  );
}
