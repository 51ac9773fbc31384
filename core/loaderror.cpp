#include "loaderror.h"

namespace sztab {

QString LoadError::toLine() const
{
    QString where = file.isEmpty() ? QStringLiteral("<input>") : file;
    if (line > 0)
        where += QStringLiteral(":%1:%2").arg(line).arg(column);
    else if (hasPointer)
        where += QStringLiteral(": ") + (pointer.isEmpty() ? QStringLiteral("(document root)") : pointer);
    return where + QStringLiteral(": ") + message;
}

QString escapePointerToken(const QString &token)
{
    QString out = token;
    out.replace(QLatin1Char('~'), QStringLiteral("~0"));
    out.replace(QLatin1Char('/'), QStringLiteral("~1"));
    return out;
}

} // namespace sztab
