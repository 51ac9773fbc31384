// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Load errors in the language the program speaks: the app's interface language, the command line's --lang. The
// readers word their messages in English once (jsonio, jsonschema, document, the binders); the Polish is made here
// from those shapes, so a Polish screen never shows an English message with a Polish part (or the reverse).
#include <QString>

namespace sztab {

// "en" (the default) or "pl"; set once by the program, and again when the app's language changes.
void setMessageLanguage(const QString &lang);
QString messageLanguage();

// The English load message in Polish; the English unchanged (whole, never half) when its shape is not known here.
QString loadMessageInPolish(const QString &english);

} // namespace sztab
