// The CSP nonce of the response, for <Scripts>, <ScrollRestoration> and inline scripts.
import { createContext, useContext } from "react";

const NonceContext = createContext<string>("");
export const NonceProvider = NonceContext.Provider;
export const useNonce = () => useContext(NonceContext);
