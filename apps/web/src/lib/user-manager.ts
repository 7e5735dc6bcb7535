import type { RuntimeConfig } from "@redpen/contract";
import { UserManager, WebStorageStateStore } from "oidc-client-ts";
import { paths } from "../config/paths";

/** The OIDC client of the app: code + PKCE, tokens and refresh token kept in local storage. */
export function createUserManager(config: RuntimeConfig): UserManager {
  const store = new WebStorageStateStore({ store: window.localStorage });
  return new UserManager({
    authority: config.idp_domain,
    client_id: config.client_id,
    redirect_uri: config.redirect_uri,
    post_logout_redirect_uri: `${window.location.origin}${paths.home.getHref()}`,
    response_type: "code",
    scope: "openid profile email offline_access",
    extraQueryParams: { audience: config.audience },
    userStore: store,
    stateStore: store,
    automaticSilentRenew: true,
    loadUserInfo: false,
  });
}

/** Where to come back to after signing in. */
export interface SignInState {
  returnTo: string;
}
