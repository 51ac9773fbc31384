// SPDX-License-Identifier: GPL-3.0-or-later
#include "foundation/loaderror.h"

#include "foundation/messagelanguage.h"
#include "foundation/text.h"

namespace sztab {

QString LoadError::toLine() const { return toLine(messageLanguage()); }

QString LoadError::toLine(const QString &lang) const
{
    const bool pl = isPolish(lang);
    QString where = file.isEmpty() ? (pl ? QStringLiteral("<wejście>") : QStringLiteral("<input>")) : file;
    if (line > 0)
        where += QStringLiteral(":%1:%2").arg(line).arg(column);
    else if (hasPointer)
        where += QStringLiteral(": ")
            + (pointer.isEmpty() ? (pl ? QStringLiteral("(cały dokument)") : QStringLiteral("(document root)"))
                                 : pointer);
    // An error made without Polish words (a test's, a caller's own) still says something on a Polish screen.
    return oneLine(where + QStringLiteral(": ") + (pl && !messagePl.isEmpty() ? messagePl : message));
}

QString oneLine(QString text)
{
    // Values quoted from a file may hold line breaks or other control characters: show them escaped.
    for (qsizetype i = 0; i < text.size(); ++i) {
        const char16_t c = text.at(i).unicode();
        if (c >= 0x20 && c != 0x7f)
            continue;
        const QString escaped = c == u'\n' ? QStringLiteral("\\n")
            : c == u'\r'                   ? QStringLiteral("\\r")
            : c == u'\t'                   ? QStringLiteral("\\t")
                                           : QStringLiteral("\\u%1").arg(int(c), 4, 16, QLatin1Char('0'));
        text.replace(i, 1, escaped);
        i += escaped.size() - 1;
    }
    return text;
}

QString escapePointerToken(const QString &token)
{
    QString out = token;
    out.replace(QLatin1Char('~'), QStringLiteral("~0"));
    out.replace(QLatin1Char('/'), QStringLiteral("~1"));
    return out;
}

} // namespace sztab
