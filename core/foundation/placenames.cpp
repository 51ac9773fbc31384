// SPDX-License-Identifier: GPL-3.0-or-later
#include "foundation/placenames.h"

#include "foundation/savetarget.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>

namespace sztab {

namespace {

QStringList pointerTokens(const QString &pointer)
{
    QStringList tokens = pointer.split(QLatin1Char('/'));
    tokens.removeFirst(); // before the leading '/'
    for (QString &t : tokens) {
        t.replace(QStringLiteral("~1"), QStringLiteral("/"));
        t.replace(QStringLiteral("~0"), QStringLiteral("~"));
    }
    return tokens;
}

bool isIndex(const QString &token)
{
    if (token.isEmpty() || token.size() > 9)
        return false;
    for (const QChar c : token)
        if (!c.isDigit())
            return false;
    return true;
}

const PlaceNoun *find(std::span<const PlaceNoun> nouns, const QString &key)
{
    for (const PlaceNoun &n : nouns)
        if (key == QLatin1String(n.key))
            return &n;
    return nullptr;
}

QString word(const PlaceNoun &noun, const QString &lang) { return pick(lang, noun.pl, noun.en); }

QString quoted(const QString &key, const QString &lang)
{
    return isPolish(lang) ? QStringLiteral("\u201e%1\u201d").arg(key) : QStringLiteral("\u201c%1\u201d").arg(key);
}

// "no. 3" / "nr 3": an entry of a list no word covers, counted from 1.
QString number(int index, const QString &lang)
{
    return pick(lang, QStringLiteral("nr %1"), QStringLiteral("no. %1")).arg(index + 1);
}

QString capitalized(QString text)
{
    if (!text.isEmpty())
        text[0] = text.at(0).toUpper();
    return text;
}

// A kind of content as the sentence about a wrong file names it ("a roster"; one without a name here: none).
QString kindName(const QString &format, const QString &lang)
{
    const FileContent content = FileContent::ofFormat(format);
    return content == FileContent::otherJson() ? QString() : contentName(content, lang);
}

// The loader's words about the file's own kind and version, said of the file ("this file is a Maciejowice game, not
// a roster."); "" when the message is about something else.
QString aboutTheFile(const LoadError &error, const QString &lang)
{
    static const QRegularExpression wrong(QStringLiteral("^unknown format \"(.*)\": expected \"(.*)\"$"));
    static const QRegularExpression missing(QStringLiteral("^missing \"format\": expected \"(.*)\"$"));
    static const QRegularExpression newer(
        QStringLiteral("^\\S+ version (\\S+) is newer than this program reads \\(up to (\\S+)\\): update Sztab$"));
    static const QRegularExpression older(
        QStringLiteral("^\\S+ version (\\S+) is too old to read \\(oldest: (\\S+)\\)$"));
    const bool pl = isPolish(lang);
    if (const auto m = wrong.match(error.message); m.hasMatch()) {
        const QString expected = kindName(m.captured(2), lang);
        QString found = contentName(FileContent::ofFormat(m.captured(1)), lang);
        if (expected.isEmpty())
            return pl ? QStringLiteral("ten plik to %1, a nie plik, którego tu trzeba.").arg(found)
                      : QStringLiteral("this file is %1, not the kind of file wanted here.").arg(found);
        return pl ? QStringLiteral("ten plik to %1, a nie %2.").arg(found, expected)
                  : QStringLiteral("this file is %1, not %2.").arg(found, expected);
    }
    if (const auto m = missing.match(error.message); m.hasMatch()) {
        const QString expected = kindName(m.captured(1), lang);
        if (expected.isEmpty())
            return pl ? QStringLiteral("ten plik nie mówi, co zawiera: to nie plik, którego tu trzeba.")
                      : QStringLiteral("this file does not say what it holds: it is not the kind of file wanted here.");
        return pl ? QStringLiteral("ten plik nie mówi, co zawiera: to nie jest %1.").arg(expected)
                  : QStringLiteral("this file does not say what it holds: it is not %1.").arg(expected);
    }
    if (const auto m = newer.match(error.message); m.hasMatch())
        return pl ? QStringLiteral("ten plik ma wersję %1, nowszą, niż czyta ten program (do %2): zaktualizuj Sztab.")
                        .arg(m.captured(1), m.captured(2))
                  : QStringLiteral("this file is version %1, newer than this program reads (up to %2): update Sztab.")
                        .arg(m.captured(1), m.captured(2));
    if (const auto m = older.match(error.message); m.hasMatch())
        return pl ? QStringLiteral("ten plik ma wersję %1, zbyt starą, by ją czytać (najstarsza czytana: %2).")
                        .arg(m.captured(1), m.captured(2))
                  : QStringLiteral("this file is version %1, too old to read (the oldest read: %2).")
                        .arg(m.captured(1), m.captured(2));
    return QString();
}

} // namespace

PlaceNamer::PlaceNamer(const PlaceWords &words, EntryName names) : m_words(words), m_names(std::move(names)) { }

PlaceNamer::EntryName PlaceNamer::namesFromJson(const QJsonObject &document, const QString &nameKey)
{
    return [document, nameKey](const QString &entryPointer, const QString &lang) {
        QJsonValue at = document;
        for (const QString &token : pointerTokens(entryPointer)) {
            if (at.isObject())
                at = at.toObject().value(token);
            else if (at.isArray() && isIndex(token))
                at = at.toArray().at(token.toInt());
            else
                return QString();
        }
        Text name;
        if (!at.isObject() || !name.assign(at.toObject().value(nameKey)))
            return QString();
        return name.get(lang).trimmed();
    };
}

QString PlaceNamer::place(const QString &pointer, const QString &lang) const
{
    if (pointer.isEmpty() || pointer == QLatin1String("/"))
        return pick(lang, "cały plik", "the whole file");
    const QStringList tokens = pointerTokens(pointer);
    QStringList parts;
    QString entry; // the pointer read so far
    bool known = false;
    for (qsizetype i = 0; i < tokens.size(); ++i) {
        const QString &token = tokens.at(i);
        const bool indexed = i + 1 < tokens.size() && isIndex(tokens.at(i + 1));
        entry += QLatin1Char('/') + escapePointerToken(token);
        if (const PlaceNoun *list = indexed ? find(m_words.lists, token) : nullptr) {
            const int index = tokens.at(++i).toInt();
            entry += QLatin1Char('/') + tokens.at(i);
            const QString name = m_names ? m_names(entry, lang) : QString();
            parts << (name.isEmpty() ? ordinal(index + 1, lang) + QLatin1Char(' ') + word(*list, lang) : name);
            known = true;
            continue;
        }
        if (const PlaceNoun *map = i + 1 < tokens.size() ? find(m_words.maps, token) : nullptr) {
            const QString id = tokens.at(++i);
            entry += QLatin1Char('/') + escapePointerToken(id);
            const QString name = m_names ? m_names(entry, lang) : QString();
            parts << word(*map, lang) + QLatin1Char(' ') + quoted(name.isEmpty() ? id : name, lang);
            known = true;
            continue;
        }
        const PlaceNoun *field = find(m_words.fields, token);
        known = known || field;
        QString part = field ? word(*field, lang) : quoted(token, lang);
        if (indexed) {
            part += QLatin1Char(' ') + number(tokens.at(++i).toInt(), lang);
            entry += QLatin1Char('/') + tokens.at(i);
        }
        parts << part;
    }
    return known ? parts.join(QStringLiteral(", ")) : genericPlace(pointer, lang);
}

QString pointersInWords(const QString &message, const PlaceNamer &namer, const QString &lang)
{
    static const QRegularExpression pointer(QStringLiteral("\\((/[^()\\s]*)\\)"));
    if (!message.contains(QStringLiteral("(/")))
        return message; // the usual case: no pattern run
    QString out;
    qsizetype from = 0;
    for (auto it = pointer.globalMatch(message); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        out += QStringView(message).mid(from, m.capturedStart() - from);
        out += QLatin1Char('(') + namer.place(m.captured(1), lang) + QLatin1Char(')');
        from = m.capturedEnd();
    }
    return out + message.mid(from);
}

QString ordinal(int n, const QString &lang)
{
    if (isPolish(lang))
        return QStringLiteral("%1.").arg(n);
    const int tens = n % 100;
    const int ones = n % 10;
    const char *suffix = tens >= 11 && tens <= 13 ? "th"
        : ones == 1                               ? "st"
        : ones == 2                               ? "nd"
        : ones == 3                               ? "rd"
                                                  : "th";
    return QString::number(n) + QLatin1String(suffix);
}

QString genericPlace(const QString &pointer, const QString &lang)
{
    if (pointer.isEmpty() || pointer == QLatin1String("/"))
        return pick(lang, "cały plik", "the whole file");
    const QStringList tokens = pointerTokens(pointer);
    QStringList parts;
    for (qsizetype i = 0; i < tokens.size(); ++i) {
        if (isIndex(tokens.at(i)) && !parts.isEmpty())
            parts.last() += QLatin1Char(' ') + number(tokens.at(i).toInt(), lang);
        else
            parts << quoted(tokens.at(i), lang);
    }
    return pick(lang, QStringLiteral("wpis pliku %1"), QStringLiteral("the file's entry %1"))
        .arg(parts.join(QStringLiteral(", ")));
}

QString loadErrorText(const LoadError &error, const QString &lang, const PlaceNamer &namer)
{
    const bool pl = isPolish(lang);
    const QString file = QFileInfo(error.file).fileName();
    const auto withFile = [&](const QString &rest) {
        return oneLine(file.isEmpty() ? capitalized(rest) : file + QStringLiteral(": ") + rest);
    };
    if (const QString sentence = aboutTheFile(error, lang); !sentence.isEmpty())
        return withFile(sentence);
    const QString message = pl && !error.messagePl.isEmpty() ? error.messagePl : error.message;
    QString where;
    if (error.line > 0)
        where = (pl ? QStringLiteral("wiersz %1, kolumna %2") : QStringLiteral("line %1, column %2"))
                    .arg(error.line)
                    .arg(error.column);
    else if (error.hasPointer && !error.pointer.isEmpty())
        where = namer.place(error.pointer, lang);
    if (where.isEmpty())
        return withFile(message);
    if (file.isEmpty())
        return oneLine(capitalized(where)
                       + (error.line > 0 ? pick(lang, " pliku: ", " of the file: ") : QStringLiteral(": ")) + message);
    return oneLine(file + QStringLiteral(", ") + where + QStringLiteral(": ") + message);
}

QJsonObject jsonForPlaces(const QString &file)
{
    QFile f(file);
    // Only to find names in: a file too large to be read at all has no places to name.
    if (f.size() > 64 * 1024 * 1024 || !f.open(QIODevice::ReadOnly))
        return {};
    return QJsonDocument::fromJson(f.readAll()).object();
}

} // namespace sztab
