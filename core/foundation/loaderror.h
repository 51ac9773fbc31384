// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What went wrong while reading a file, precisely enough for a person to find it: the file, and either the
// line:column of a syntax error or the JSON pointer (RFC 6901) of the entry that does not fit.
#include <QString>

namespace sztab {

struct LoadError {
    QString file;
    QString pointer; // "" = the document root (only meaningful when hasPointer)
    bool hasPointer = false;
    int line = 0; // 1-based; 0 = not a syntax error
    int column = 0;
    QString message;   // English
    QString messagePl; // the same in Polish: both are worded where the error is raised

    // One line for a terminal or a banner: "roster.json:3:14: …" or "roster.json: /divisions/0/general: …", in the
    // program's message language (messagelanguage.h) or the one given ("en", "pl").
    QString toLine() const;
    QString toLine(const QString &lang) const;
};

// Control characters (a newline in a quoted value) escaped, so a message stays one line.
QString oneLine(QString text);

// RFC 6901: "~" becomes "~0" and "/" becomes "~1".
QString escapePointerToken(const QString &token);

} // namespace sztab
