// The app and the local API as two Workers, the app calling it through a service binding (API): issue 36 §3.
import { describeTwoWorkerFlows } from "./two-workers.flows";

describeTwoWorkerFlows("binding");
