/* global document */
// Sends the provider's logout form at once, answering "yes"; without JavaScript the page's button does it.
const form = document.getElementById("op.logoutForm");
const answer = document.createElement("input");
answer.type = "hidden";
answer.name = "logout";
answer.value = "yes";
form.append(answer);
form.submit();
