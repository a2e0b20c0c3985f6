import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app";
import { sendEarlySessionCheck } from "./features/auth/api/get-me";
import { sendEarlyPermissionsRequest } from "./lib/my-permissions";
import "./index.css";

// Sent before the first screen's code loads, so neither waits for it (both are taken by their first use).
sendEarlySessionCheck();
if (window.location.pathname.startsWith("/dashboard")) sendEarlyPermissionsRequest();

const container = document.getElementById("root");
if (!container) throw new Error("index.html must contain #root");

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
