// SPDX-License-Identifier: GPL-3.0-or-later
#include "bw/catalogueimport.h"

#include "bw/cataloguecheck.h"
#include "foundation/loaderror.h"
#include "bw/rosterchoices.h"
#include "bw/ruleset.h"
#include "foundation/text.h"

#include <QRegularExpression>

#include <cmath>

namespace sztab {

namespace {

// Both languages of a message (CONTRACT: messages in pl and en), as the rest of the core's checks give them.
Text both(const QString &pl, const QString &en) { return Text::translated(pl, en); }

// "pola wb" / "pól wb, so": the genitive the Polish "brak kolumny dla …" needs.
QString fieldsPl(const QStringList &keys)
{
    return (keys.size() == 1 ? QStringLiteral("pola ") : QStringLiteral("pól ")) + keys.join(QStringLiteral(", "));
}

ImportField field(const char *key, const char *pl, const char *en, std::initializer_list<const char *> aliases,
                  bool required = false)
{
    ImportField f{QLatin1String(key),
                  {QLatin1String(key)},
                  required,
                  Text::translated(QString::fromUtf8(pl), QString::fromUtf8(en))};
    for (const char *a : aliases)
        f.aliases << QString::fromUtf8(a);
    return f;
}

// "Ruch (linia)" -> "ruchlinia", "Zasięg" -> "zasieg": header names compared without case, Polish letters or
// punctuation, since spreadsheets are typed by hand.
QString normalizedHeader(const QString &name)
{
    QString out;
    for (const QChar c : name.toLower().normalized(QString::NormalizationForm_D)) {
        if (c == QChar(0x0142))
            out += QLatin1Char('l'); // ł has no decomposition
        else if (c.isLetterOrNumber() && c.category() != QChar::Mark_NonSpacing)
            out += c;
    }
    return out;
}

} // namespace

const QList<ImportField> &importFields(ImportTable table)
{
    static const QList<ImportField> profiles{
        field("id", "identyfikator", "id", {"identyfikator", "profil", "profile", "kod"}),
        field("name", "nazwa", "name", {"nazwa"}),
        field("name_pl", "nazwa (polska)", "name (Polish)", {"nazwa pl", "nazwa polska", "name pl"}),
        field("name_en", "nazwa (angielska)", "name (English)",
              {"nazwa en", "nazwa angielska", "name en", "english name"}),
        field("costClass", "klasa kosztu", "cost class", {"klasa", "klasa kosztu", "cost class", "class", "koszt"},
              true),
        field("kind", "rodzaj", "kind", {"rodzaj", "typ", "type", "rodzaj wojsk"}, true),
        field("move_line", "ruch w linii", "move in line",
              {"ruch linia", "ruch w linii", "linia", "line", "move line", "ruch l"}, true),
        field("move_column", "ruch w kolumnie", "move in column",
              {"ruch kolumna", "ruch w kolumnie", "kolumna", "column", "move column", "ruch k"}, true),
        field("weapon", "broń", "weapon", {"bron", "uzbrojenie"}),
        field("weapon_pl", "broń (polska)", "weapon (Polish)", {"bron pl", "weapon pl"}),
        field("weapon_en", "broń (angielska)", "weapon (English)", {"bron en", "weapon en"}),
        field("range", "zasięg", "range", {"zasieg", "weapon range", "zasieg broni"}, true),
        field("wb", "WB", "WB", {"walka wrecz"}, true),
        field("so", "SO", "SO", {"strzelanie", "ostrzal"}, true),
        field("wtr", "WTR", "WTR", {"wytrzymalosc"}, true),
        field("morale", "morale", "morale", {"moral", "moralnosc"}, true),
        field("rules", "zasady specjalne", "special rules", {"zasady", "zasady specjalne", "special rules"}),
        field("ammo", "amunicja", "ammunition", {"amunicja", "ammunition"}),
    };
    static const QList<ImportField> units{
        field("id", "identyfikator", "id", {"identyfikator", "kod"}),
        field("name", "nazwa", "name", {"nazwa"}),
        field("name_pl", "nazwa (polska)", "name (Polish)", {"nazwa pl", "nazwa polska", "name pl"}),
        field("name_en", "nazwa (angielska)", "name (English)",
              {"nazwa en", "nazwa angielska", "name en", "english name"}),
        field("historicalId", "identyfikator historyczny", "historical id",
              {"historical id", "id historyczne", "historyczne id"}),
        field("profile", "profil", "profile", {"profil"}, true),
        field("count", "podstawki", "bases", {"bases", "podstawki", "liczba podstawek", "podstawek"}, true),
        field("max", "maksimum", "maximum", {"maks", "maksimum", "limit"}),
        field("traits", "cechy", "traits", {"cechy"}),
    };
    static const QList<ImportField> generals{
        field("id", "identyfikator", "id", {"identyfikator", "kod"}),
        field("name", "nazwa", "name", {"nazwa", "imie i nazwisko", "dowodca", "general"}),
        field("name_pl", "nazwa (polska)", "name (Polish)", {"nazwa pl", "name pl"}),
        field("name_en", "nazwa (angielska)", "name (English)", {"nazwa en", "name en"}),
        field("roles", "role", "roles", {"role", "rola"}, true),
        field("arm", "pula", "pool", {"pula", "pool", "rodzaj", "bron"}, true),
        field("command", "dowodzenie", "command", {"dowodzenie", "wartosc dowodzenia"}, true),
        field("traits", "cechy", "traits", {"cechy"}),
        field("rules_pl", "zasady (polskie)", "rules (Polish)", {"zasady", "zasady pl", "rules pl"}),
        field("rules_en", "zasady (angielskie)", "rules (English)", {"rules", "zasady en", "rules en"}),
    };
    switch (table) {
    case ImportTable::Profiles: return profiles;
    case ImportTable::Units: return units;
    case ImportTable::Generals: return generals;
    }
    return profiles;
}

QString importTableName(ImportTable table)
{
    switch (table) {
    case ImportTable::Profiles: return QStringLiteral("profiles");
    case ImportTable::Units: return QStringLiteral("units");
    case ImportTable::Generals: return QStringLiteral("generals");
    }
    return QString();
}

ColumnMapping defaultMapping(ImportTable table, const QStringList &header)
{
    ColumnMapping mapping;
    QSet<int> taken;
    // Exact field keys first, then aliases, so "name" is never taken by a looser alias of another field.
    for (int pass = 0; pass < 2; ++pass)
        for (const ImportField &f : importFields(table)) {
            if (mapping.contains(f.key))
                continue;
            const QStringList names = pass == 0 ? QStringList{f.key} : f.aliases;
            for (int c = 0; c < header.size() && !mapping.contains(f.key); ++c) {
                if (taken.contains(c))
                    continue;
                const QString h = normalizedHeader(header[c]);
                for (const QString &a : names)
                    if (h == normalizedHeader(a)) {
                        mapping.insert(f.key, c);
                        taken.insert(c);
                        break;
                    }
            }
        }
    return mapping;
}

bool overrideMapping(ImportTable table, const QStringList &header, const QString &spec, ColumnMapping *mapping,
                     QString *error, const QString &lang)
{
    const qsizetype eq = spec.indexOf(QLatin1Char('='));
    const QString key = spec.left(eq).trimmed();
    const QString column = eq < 0 ? QString() : spec.mid(eq + 1).trimmed();
    const auto &fields = importFields(table);
    const bool known = std::any_of(fields.cbegin(), fields.cend(), [&](const ImportField &f) { return f.key == key; });
    if (eq < 0 || !known) {
        QStringList keys;
        for (const ImportField &f : fields)
            keys << f.key;
        *error = both(QStringLiteral("„%1”: oczekiwano POLE=KOLUMNA, gdzie POLE to jedno z: %2"),
                      QStringLiteral("\"%1\": expected FIELD=COLUMN with FIELD one of %2"))
                     .get(lang)
                     .arg(spec, keys.join(QStringLiteral(", ")));
        return false;
    }
    bool isNumber = false;
    const int number = column.toInt(&isNumber);
    int index = -1;
    if (isNumber && number >= 1 && number <= header.size())
        index = number - 1;
    for (int c = 0; c < header.size() && index < 0; ++c)
        if (header[c] == column || normalizedHeader(header[c]) == normalizedHeader(column))
            index = c;
    if (index < 0) {
        *error = both(QStringLiteral("„%1”: brak kolumny „%2” (nagłówek ma: %3)"),
                      QStringLiteral("\"%1\": no column \"%2\" (the header has %3)"))
                     .get(lang)
                     .arg(spec, column, header.join(QStringLiteral(", ")));
        return false;
    }
    for (auto it = mapping->begin(); it != mapping->end();)
        it = it.value() == index ? mapping->erase(it) : std::next(it); // one column, one field
    mapping->insert(key, index);
    return true;
}

QStringList missingFields(ImportTable table, const ColumnMapping &mapping)
{
    QStringList missing;
    for (const ImportField &f : importFields(table))
        if (f.required && !mapping.contains(f.key))
            missing << f.key;
    if (!mapping.contains(QStringLiteral("name")) && !mapping.contains(QStringLiteral("name_pl"))
        && !mapping.contains(QStringLiteral("name_en")))
        missing << QStringLiteral("name");
    return missing;
}

QStringList fieldsOnColumn(const ColumnMapping &mapping, int column, const QString &except)
{
    QStringList out;
    for (auto it = mapping.cbegin(); it != mapping.cend(); ++it)
        if (it.value() == column && it.key() != except)
            out << it.key();
    out.sort();
    return out;
}

QString importFieldName(ImportTable table, const QString &key, const QString &lang)
{
    if (!isPolish(lang))
        return key; // the English messages name what --map takes
    for (const ImportField &f : importFields(table))
        if (f.key == key)
            return f.title.get(lang);
    return key;
}

QString importIdFromName(const QString &name)
{
    QString out;
    bool dash = false;
    for (const QChar c : name.toLower().normalized(QString::NormalizationForm_D)) {
        if (c.category() == QChar::Mark_NonSpacing)
            continue;
        const QChar plain = c == QChar(0x0142) ? QLatin1Char('l') : c; // ł has no decomposition
        if (plain.unicode() < 0x80 && plain.isLetterOrNumber()) {
            if (dash && !out.isEmpty())
                out += QLatin1Char('-');
            out += plain;
            dash = false;
        } else {
            dash = true;
        }
    }
    return out;
}

QStringList ImportRow::problemsIn(const QString &lang) const
{
    QStringList out;
    for (const Text &p : problems)
        out << p.get(lang);
    return out;
}

QStringList ImportRow::warningsIn(const QString &lang) const
{
    QStringList out;
    for (const Text &w : warnings)
        out << w.get(lang);
    return out;
}

int ImportPreview::badRows() const
{
    return int(std::count_if(rows.cbegin(), rows.cend(), [](const ImportRow &r) { return !r.ok(); }));
}

namespace {

QString q(const QString &s) { return QStringLiteral("\u201e%1\u201d").arg(s); } // Polish quotes
QString qe(const QString &s) { return QStringLiteral("\"%1\"").arg(s); }

// One row's cells by field, collecting what cannot be read.
class RowReader {
public:
    RowReader(ImportTable table, const CsvRow &row, const ColumnMapping &mapping, ImportRow *out)
        : m_table(table),
          m_row(row),
          m_mapping(mapping),
          m_out(out)
    { }

    QString cell(const QString &key) const
    {
        const int c = m_mapping.value(key, -1);
        return c >= 0 && c < m_row.cells.size() ? m_row.cells[c].trimmed() : QString();
    }
    bool has(const QString &key) const { return !cell(key).isEmpty(); }
    // What is wrong in both languages, after the column it is about ("kolumna klasa kosztu: …", "column costClass: …").
    void problem(const QString &key, const QString &pl, const QString &en)
    {
        m_out->problems << (key.isEmpty() ? both(pl, en)
                                          : both(QStringLiteral("kolumna %1: %2")
                                                     .arg(importFieldName(m_table, key, QStringLiteral("pl")), pl),
                                                 QStringLiteral("column %1: %2").arg(key, en)));
    }

    QString required(const QString &key)
    {
        const QString v = cell(key);
        if (v.isEmpty())
            problem(key, QStringLiteral("puste"), QStringLiteral("empty"));
        return v;
    }

    // A whole number; "3", "3,0" and "3.0" are fine, "0,5" is not.
    std::optional<int> integer(const QString &key, bool isRequired = true)
    {
        const QString v = cell(key);
        if (v.isEmpty()) {
            if (isRequired)
                problem(key, QStringLiteral("puste"), QStringLiteral("empty"));
            return std::nullopt;
        }
        const auto n = parseCsvNumber(v);
        if (!n || std::floor(*n) != *n || std::abs(*n) > 1e6) {
            problem(key, QStringLiteral("„%1” nie jest liczbą całkowitą").arg(v),
                    QStringLiteral("\"%1\" is not a whole number").arg(v));
            return std::nullopt;
        }
        return int(*n);
    }

    // A plain name column with an English one beside it ("Nazwa", "Nazwa angielska") is the Polish name.
    Text text(const QString &plain, const QString &pl, const QString &en) const
    {
        const QString p = cell(pl).isEmpty() ? cell(plain) : cell(pl), e = cell(en);
        if (!cell(pl).isEmpty() || !e.isEmpty())
            return Text::translated(p.isEmpty() ? e : p, e.isEmpty() ? p : e);
        return Text(cell(plain));
    }

    static QStringList list(const QString &v, bool spacesSeparate)
    {
        static const QRegularExpression withSpaces(QStringLiteral("[,;|\\s]+"));
        static const QRegularExpression withoutSpaces(QStringLiteral("\\s*[,;|]\\s*"));
        QStringList out = v.split(spacesSeparate ? withSpaces : withoutSpaces, Qt::SkipEmptyParts);
        for (QString &s : out)
            s = s.trimmed();
        out.removeAll(QString());
        return out;
    }

private:
    ImportTable m_table;
    const CsvRow &m_row;
    const ColumnMapping &m_mapping;
    ImportRow *m_out;
};

const QRegularExpression &idPattern()
{
    static const QRegularExpression re(QStringLiteral("^[A-Za-z0-9][A-Za-z0-9._:-]*$"));
    return re;
}

// Values people type in either language, to the file's words.
QString vocabulary(const QString &v, const QList<std::pair<QString, QStringList>> &words)
{
    const QString n = normalizedHeader(v);
    for (const auto &[word, aliases] : words) {
        if (n == normalizedHeader(word))
            return word;
        for (const QString &a : aliases)
            if (n == normalizedHeader(a))
                return word;
    }
    return QString();
}

QString kindWord(const QString &v)
{
    return vocabulary(v,
                      {{"infantry", {"piechota", "inf", "p"}},
                       {"cavalry", {"kawaleria", "jazda", "cav", "k"}},
                       {"artillery", {"artyleria", "art", "a"}}});
}
QString armWord(const QString &v)
{
    return vocabulary(v, {{"infantry", {"piechota", "inf"}}, {"cavalry", {"kawaleria", "jazda", "cav"}}});
}
QString roleWord(const QString &v)
{
    return vocabulary(v,
                      {{"commander-in-chief", {"naczelny wódz", "wódz naczelny", "wódz", "cinc", "c-in-c"}},
                       {"corps", {"korpus", "dowódca korpusu"}},
                       {"division", {"dywizja", "dowódca dywizji", "brygada"}}});
}

// Edit distance, for "did you mean" (names are short: the quadratic table is fine).
int editDistance(const QString &a, const QString &b)
{
    QList<int> previous(b.size() + 1), current(b.size() + 1);
    for (qsizetype j = 0; j <= b.size(); ++j)
        previous[j] = int(j);
    for (qsizetype i = 1; i <= a.size(); ++i) {
        current[0] = int(i);
        for (qsizetype j = 1; j <= b.size(); ++j)
            current[j] =
                std::min({previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)});
        std::swap(previous, current);
    }
    return previous[b.size()];
}

// The ids of a list of names (special rules, traits, profiles) and the words that name each one: its id and its
// name in Polish and in English, compared without case, Polish letters or punctuation.
class NameBook {
public:
    void add(const QString &id, const QStringList &names)
    {
        addName(id, id);
        for (const QString &n : names)
            addName(id, n);
        m_shown << std::pair{id, names.value(0, id)};
    }
    bool isEmpty() const { return m_ids.isEmpty(); }
    // The id a name stands for; empty when none, *ambiguous the ids when several.
    QString find(const QString &name, QStringList *ambiguous = nullptr) const
    {
        const QStringList ids = m_ids.value(normalizedHeader(name));
        if (ids.size() > 1 && ambiguous)
            *ambiguous = ids;
        return ids.size() == 1 ? ids.first() : QString();
    }
    // The closest known name, for "did you mean"; empty when nothing is close.
    QString suggest(const QString &name) const
    {
        const QString n = normalizedHeader(name);
        QString best;
        int bestDistance = std::max(2, int(n.size()) / 3) + 1;
        for (auto it = m_spelled.cbegin(); it != m_spelled.cend(); ++it) {
            const int d = editDistance(n, it.key());
            if (d < bestDistance) {
                bestDistance = d;
                best = it.value();
            }
        }
        return best;
    }
    QStringList shownNames() const
    {
        QStringList out;
        for (const auto &[id, name] : m_shown)
            out << name;
        return out;
    }
    // A cell of names, split at commas, semicolons and '|'; inside each part, words at spaces, the longest run of
    // words that is one name taken whole ("ciężka kawaleria szarża" is two names). Runs of words no name starts
    // with are kept together in *unknown.
    QStringList match(const QString &cell, QStringList *unknown) const
    {
        static const QRegularExpression parts(QStringLiteral("\\s*[,;|]\\s*"));
        QStringList ids;
        for (const QString &part : cell.split(parts, Qt::SkipEmptyParts)) {
            const QStringList words = part.split(QRegularExpression(QStringLiteral("\\s+")), Qt::SkipEmptyParts);
            QStringList stray;
            for (qsizetype i = 0; i < words.size();) {
                qsizetype taken = 0;
                QString id;
                for (qsizetype j = words.size(); j > i && id.isEmpty(); --j) {
                    id = find(words.mid(i, j - i).join(QLatin1Char(' ')));
                    taken = j - i;
                }
                if (id.isEmpty()) {
                    stray << words[i++];
                    continue;
                }
                if (!stray.isEmpty())
                    *unknown << stray.join(QLatin1Char(' '));
                stray.clear();
                if (!ids.contains(id))
                    ids << id;
                i += taken;
            }
            if (!stray.isEmpty())
                *unknown << stray.join(QLatin1Char(' '));
        }
        return ids;
    }

private:
    void addName(const QString &id, const QString &name)
    {
        const QString n = normalizedHeader(name);
        if (n.isEmpty())
            return;
        QStringList &ids = m_ids[n];
        if (!ids.contains(id))
            ids << id;
        m_spelled.insert(n, name);
    }
    QHash<QString, QStringList> m_ids;
    QMap<QString, QString> m_spelled; // normalized -> as written, for suggestions
    QList<std::pair<QString, QString>> m_shown;
};

// Unknown names in a list column: an error naming each, with the closest known name or the known ones.
void unknownNames(RowReader &r, const QString &key, const QStringList &unknown, const NameBook &book,
                  const QString &whatPl, const QString &whatEn)
{
    for (const QString &u : unknown) {
        const QString close = book.suggest(u);
        if (!close.isEmpty())
            r.problem(key, QStringLiteral("%1 %2 jest nieznana (czy chodziło o %3?)").arg(whatPl, q(u), q(close)),
                      QStringLiteral("unknown %1 %2 (did you mean %3?)").arg(whatEn, qe(u), qe(close)));
        else
            r.problem(key,
                      QStringLiteral("%1 %2 jest nieznana (znane: %3)")
                          .arg(whatPl, q(u), book.shownNames().join(QStringLiteral(", "))),
                      QStringLiteral("unknown %1 %2 (known: %3)")
                          .arg(whatEn, qe(u), book.shownNames().join(QStringLiteral(", "))));
    }
}

// BWN 2.8: the ruleset's special rules by id or by name.
NameBook ruleBook(const Ruleset *ruleset)
{
    NameBook book;
    if (ruleset)
        for (auto it = ruleset->specialRules.cbegin(); it != ruleset->specialRules.cend(); ++it)
            book.add(it.key(), {it->get(QStringLiteral("pl")), it->get(QStringLiteral("en"))});
    return book;
}

// BWN 13.3: the unit traits the program knows, in the rulebook's words (rosterchoices' unitTraitWords) and a few
// forms clubs write.
const NameBook &unitTraitBook()
{
    static const NameBook book = [] {
        const QHash<QString, QStringList> more{
            {QStringLiteral("veteran"), {QStringLiteral("weteran"), QStringLiteral("weterani")}},
            {QStringLiteral("may-gain-elite"),
             {QStringLiteral("może zostać elitą"), QStringLiteral("may become elite"),
              QStringLiteral("may gain elite")}},
            {QStringLiteral("irregular-cavalry"),
             {QStringLiteral("nieregularna kawaleria"), QStringLiteral("kawaleria nieregularna")}},
            {QStringLiteral("guard"), {QStringLiteral("gwardia")}},
            {QStringLiteral("militia"), {QStringLiteral("milicja")}},
            {QStringLiteral("light-infantry"), {QStringLiteral("lekka piechota"), QStringLiteral("piechota lekka")}},
            {QStringLiteral("light-cavalry"), {QStringLiteral("lekka kawaleria"), QStringLiteral("kawaleria lekka")}},
            {QStringLiteral("regimental-artillery"), {QStringLiteral("artyleria pułkowa")}},
        };
        NameBook b;
        for (const QString &t : knownUnitTraits())
            b.add(t,
                  QStringList{unitTraitWords(t, QStringLiteral("pl")), unitTraitWords(t, QStringLiteral("en"))}
                      + more.value(t));
        return b;
    }();
    return book;
}

// BWN 6.3: "niesubordynowany furiat" and "pasywny".
const NameBook &generalTraitBook()
{
    static const NameBook book = [] {
        NameBook b;
        b.add(QStringLiteral("firebrand"),
              {QStringLiteral("niesubordynowany furiat"), QStringLiteral("insubordinate firebrand"),
               QStringLiteral("furiat")});
        b.add(QStringLiteral("passive"), {QStringLiteral("pasywny"), QStringLiteral("passive")});
        return b;
    }();
    return book;
}

// Ids and the rows they came from, so a duplicate names the first line.
struct IdBook {
    QHash<QString, int> lines;
    QSet<QString> existing;
    void check(RowReader &r, const QString &id, int line)
    {
        if (id.isEmpty())
            return;
        if (!idPattern().match(id).hasMatch())
            r.problem(QStringLiteral("id"),
                      QStringLiteral("„%1” nie jest identyfikatorem (litery, cyfry, „.”, „_”, „:”, „-”)").arg(id),
                      QStringLiteral("\"%1\" is not an id (letters, digits, '.', '_', ':', '-')").arg(id));
        else if (existing.contains(id))
            r.problem(QStringLiteral("id"), QStringLiteral("identyfikator „%1” już jest w katalogu").arg(id),
                      QStringLiteral("\"%1\" is already in the catalogue").arg(id));
        else if (lines.contains(id))
            r.problem(QStringLiteral("id"),
                      QStringLiteral("identyfikator „%1” występuje dwa razy (pierwszy raz w wierszu %2)")
                          .arg(id)
                          .arg(lines.value(id)),
                      QStringLiteral("\"%1\" is used twice (first on line %2)").arg(id).arg(lines.value(id)));
        else
            lines.insert(id, line);
    }
    // The row's id: as typed, else made from its name ("piechota-liniowa", then "piechota-liniowa-2" for a second
    // row of that name in the file). Made ids clash with the catalogue's like typed ones: importing a file twice
    // is refused, not doubled.
    QString take(RowReader &r, ImportRow *out, const Text &name)
    {
        QString id = r.cell(QStringLiteral("id"));
        if (id.isEmpty()) {
            const QString base =
                importIdFromName(name.get(QStringLiteral("pl")).isEmpty() ? name.get(QStringLiteral("en"))
                                                                          : name.get(QStringLiteral("pl")));
            if (base.isEmpty()) {
                if (!name.isEmpty())
                    r.problem(QStringLiteral("id"), QStringLiteral("puste, a z nazwy nie da się go utworzyć"),
                              QStringLiteral("empty, and the name gives none"));
                return QString();
            }
            id = base;
            for (int n = 2; lines.contains(id); ++n)
                id = QStringLiteral("%1-%2").arg(base).arg(n);
            out->idFromName = true;
        }
        check(r, id, out->line);
        return id;
    }
};

// Units and generals share one id space in a catalogue (a regiment and a general are both looked up by id).
IdBook unitAndGeneralIds(const Catalogue &base)
{
    IdBook ids;
    for (const Unit &u : base.units)
        ids.existing.insert(u.id);
    for (const General &g : base.generals)
        ids.existing.insert(g.id);
    return ids;
}

ImportPreview startPreview(ImportTable table, const ColumnMapping &mapping)
{
    ImportPreview p;
    p.table = table;
    p.missingFields = missingFields(table, mapping);
    return p;
}

void checkName(RowReader &r, const Text &name)
{
    if (name.isEmpty())
        r.problem(QStringLiteral("name"), QStringLiteral("puste"), QStringLiteral("empty"));
}

// The catalogue check (checkCatalogueJson: the schema and every named check) of the one thing a row reads as, put
// into a catalogue of its own with the profiles a unit names: its errors make the row bad, its warnings go with it.
void checkRow(ImportRow *out, Catalogue one, const QString &prefix, const Ruleset *ruleset)
{
    one.id = QStringLiteral("import-row");
    one.nation = QStringLiteral("import");
    one.period = QStringLiteral("import");
    one.name = Text(QStringLiteral("import"));
    if (ruleset)
        one.ruleset = ruleset->id;
    one.reindex();
    for (const Issue &i : checkCatalogueJson(catalogueToJson(one), bundledCatalogueSchema(), ruleset)) {
        if (i.path != prefix && !i.path.startsWith(prefix + QLatin1Char('/')))
            continue; // about the stand-ins, not the row
        const Text message = both(i.message.get(QStringLiteral("pl")) + QStringLiteral(" (%1)").arg(i.section),
                                  i.message.get(QStringLiteral("en")) + QStringLiteral(" (%1)").arg(i.section));
        (i.severity == Severity::Error ? out->problems : out->warnings) << message;
    }
}

QString number(std::optional<int> n) { return n ? QString::number(*n) : QString(); }

} // namespace

ImportPreview previewProfiles(const CsvTable &csv, const ColumnMapping &mapping, const Catalogue &base,
                              const Ruleset *ruleset)
{
    ImportPreview preview = startPreview(ImportTable::Profiles, mapping);
    IdBook ids;
    for (auto it = base.profiles.cbegin(); it != base.profiles.cend(); ++it)
        ids.existing.insert(it.key());
    const NameBook rules = ruleBook(ruleset);
    for (const CsvRow &row : csv.rows) {
        ImportRow out;
        out.line = row.line;
        RowReader r(ImportTable::Profiles, row, mapping, &out);
        Profile p;
        p.name = r.text(QStringLiteral("name"), QStringLiteral("name_pl"), QStringLiteral("name_en"));
        checkName(r, p.name);
        out.id = ids.take(r, &out, p.name);
        // BWN 13.2: the class letter, or the cost per base that names it ("0,5" is class A).
        const QString cls = r.required(QStringLiteral("costClass"));
        if (!cls.isEmpty()) {
            const QString letter = cls.toUpper();
            if (ruleset && ruleset->costClasses.contains(letter)) {
                p.costClass = letter;
            } else if (const auto cost = parseCsvNumber(cls); cost && ruleset) {
                for (auto c = ruleset->costClasses.cbegin(); c != ruleset->costClasses.cend(); ++c)
                    if (c->perBase.toDouble() == *cost)
                        p.costClass = c.key();
                if (p.costClass.isEmpty())
                    r.problem(QStringLiteral("costClass"),
                              QStringLiteral("żadna klasa kosztu nie kosztuje %1 za podstawkę").arg(cls),
                              QStringLiteral("no cost class costs %1 per base").arg(cls));
            } else if (!ruleset && letter.size() == 1 && letter[0] >= QLatin1Char('A')
                       && letter[0] <= QLatin1Char('Z')) {
                p.costClass = letter;
            } else {
                const QString known = ruleset
                    ? QStringLiteral(" (%1)").arg(QStringList(ruleset->costClasses.keys()).join(QStringLiteral(", ")))
                    : QString();
                r.problem(QStringLiteral("costClass"), QStringLiteral("„%1” nie jest klasą kosztu%2").arg(cls, known),
                          QStringLiteral("\"%1\" is not a cost class%2").arg(cls, known));
            }
        }
        const QString kind = r.required(QStringLiteral("kind"));
        QString kindValue;
        if (!kind.isEmpty()) {
            kindValue = kindWord(kind);
            if (kindValue.isEmpty())
                r.problem(QStringLiteral("kind"),
                          QStringLiteral("„%1” to nie piechota, kawaleria ani artyleria").arg(kind),
                          QStringLiteral("\"%1\" is not infantry, cavalry or artillery").arg(kind));
            else
                p.kind = kindValue == QLatin1String("cavalry") ? UnitKind::Cavalry
                    : kindValue == QLatin1String("artillery")  ? UnitKind::Artillery
                                                               : UnitKind::Infantry;
        }
        const auto line = r.integer(QStringLiteral("move_line"));
        const auto column = r.integer(QStringLiteral("move_column"));
        p.move = {line.value_or(0), column.value_or(0)};
        p.weapon.name = r.text(QStringLiteral("weapon"), QStringLiteral("weapon_pl"), QStringLiteral("weapon_en"));
        const auto range = r.integer(QStringLiteral("range"));
        const auto wb = r.integer(QStringLiteral("wb"));
        const auto so = r.integer(QStringLiteral("so"));
        const auto wtr = r.integer(QStringLiteral("wtr"));
        const auto morale = r.integer(QStringLiteral("morale"));
        p.weapon.range = range.value_or(0);
        p.wb = wb.value_or(0);
        p.so = so.value_or(0);
        p.wtr = wtr.value_or(0);
        p.morale = morale.value_or(0);
        // BWN 2.8: special rules by id or by their name in the ruleset, in either language.
        const QString rulesCell = r.cell(QStringLiteral("rules"));
        if (rules.isEmpty()) {
            p.rules = RowReader::list(rulesCell, true);
        } else {
            QStringList unknown;
            p.rules = rules.match(rulesCell, &unknown);
            unknownNames(r, QStringLiteral("rules"), unknown, rules, QStringLiteral("zasada specjalna"),
                         QStringLiteral("special rule"));
        }
        p.ammo = r.integer(QStringLiteral("ammo"), false);
        if (out.ok()) {
            Catalogue one;
            one.ruleset = base.ruleset;
            one.profiles.insert(out.id, p);
            checkRow(&out, one, QStringLiteral("/profiles/") + escapePointerToken(out.id), ruleset);
        }
        // Texts go in as typed; everything else as the catalogue gets it (a class letter, a kind, rule ids).
        out.values = {out.id,
                      r.cell(QStringLiteral("name")),
                      r.cell(QStringLiteral("name_pl")),
                      r.cell(QStringLiteral("name_en")),
                      p.costClass,
                      kindValue,
                      number(line),
                      number(column),
                      r.cell(QStringLiteral("weapon")),
                      r.cell(QStringLiteral("weapon_pl")),
                      r.cell(QStringLiteral("weapon_en")),
                      number(range),
                      number(wb),
                      number(so),
                      number(wtr),
                      number(morale),
                      p.rules.join(QStringLiteral(", ")),
                      number(p.ammo)};
        if (out.ok())
            out.profile = p;
        preview.rows << out;
    }
    return preview;
}

ImportPreview previewUnits(const CsvTable &csv, const ColumnMapping &mapping, const Catalogue &base,
                           const ImportPreview *profiles, const Ruleset *ruleset)
{
    ImportPreview preview = startPreview(ImportTable::Units, mapping);
    IdBook ids = unitAndGeneralIds(base);
    // BWN 2.8: a unit names its profile by id or by name in either language, the catalogue's or the readable rows'.
    NameBook profileBook;
    for (auto it = base.profiles.cbegin(); it != base.profiles.cend(); ++it)
        profileBook.add(it.key(), {it->name.get(QStringLiteral("pl")), it->name.get(QStringLiteral("en"))});
    if (profiles && profiles->missingFields.isEmpty())
        for (const ImportRow &row : profiles->rows)
            if (row.ok() && row.profile)
                profileBook.add(
                    row.id, {row.profile->name.get(QStringLiteral("pl")), row.profile->name.get(QStringLiteral("en"))});
    for (const CsvRow &row : csv.rows) {
        ImportRow out;
        out.line = row.line;
        RowReader r(ImportTable::Units, row, mapping, &out);
        Unit u;
        u.name = r.text(QStringLiteral("name"), QStringLiteral("name_pl"), QStringLiteral("name_en"));
        checkName(r, u.name);
        out.id = ids.take(r, &out, u.name);
        u.id = out.id;
        if (r.has(QStringLiteral("historicalId"))) {
            const QString h = r.cell(QStringLiteral("historicalId"));
            if (!idPattern().match(h).hasMatch())
                r.problem(QStringLiteral("historicalId"), QStringLiteral("„%1” nie jest identyfikatorem").arg(h),
                          QStringLiteral("\"%1\" is not an id").arg(h));
            u.historicalId = h;
        }
        const QString profileCell = r.required(QStringLiteral("profile"));
        QString profile;
        if (!profileCell.isEmpty()) {
            QStringList ambiguous;
            profile = profileBook.find(profileCell, &ambiguous);
            if (!ambiguous.isEmpty())
                r.problem(QStringLiteral("profile"),
                          QStringLiteral("„%1” to nazwa kilku profili (%2): podaj identyfikator")
                              .arg(profileCell, ambiguous.join(QStringLiteral(", "))),
                          QStringLiteral("\"%1\" names several profiles (%2): give the id")
                              .arg(profileCell, ambiguous.join(QStringLiteral(", "))));
            else if (profile.isEmpty()) {
                const QString close = profileBook.suggest(profileCell);
                const QString hintPl =
                    close.isEmpty() ? QString() : QStringLiteral(" (czy chodziło o %1?)").arg(q(close));
                const QString hintEn =
                    close.isEmpty() ? QString() : QStringLiteral(" (did you mean %1?)").arg(qe(close));
                r.problem(
                    QStringLiteral("profile"),
                    QStringLiteral("nieznany profil „%1” (nie ma go w katalogu ani wśród poprawnych wierszy profili)%2")
                        .arg(profileCell, hintPl),
                    QStringLiteral("no readable profile \"%1\"%2").arg(profileCell, hintEn));
            }
        }
        const auto count = r.integer(QStringLiteral("count"));
        if (count && *count < 1)
            r.problem(QStringLiteral("count"), QStringLiteral("oddział ma co najmniej jedną podstawkę"),
                      QStringLiteral("a unit has at least one base"));
        u.bases = {BaseGroup{profile, count.value_or(0)}};
        u.max = r.integer(QStringLiteral("max"), false);
        if (u.max && *u.max < 1)
            r.problem(QStringLiteral("max"), QStringLiteral("musi wynosić co najmniej 1"),
                      QStringLiteral("must be at least 1"));
        // BWN 13.3: traits by id or by the rulebook's words, in either language.
        QStringList unknown;
        u.traits = unitTraitBook().match(r.cell(QStringLiteral("traits")), &unknown);
        unknownNames(r, QStringLiteral("traits"), unknown, unitTraitBook(), QStringLiteral("cecha"),
                     QStringLiteral("trait"));
        if (out.ok()) {
            Catalogue one;
            one.ruleset = base.ruleset;
            if (const auto it = base.profiles.constFind(profile); it != base.profiles.cend())
                one.profiles.insert(profile, *it);
            else if (profiles)
                for (const ImportRow &p : profiles->rows)
                    if (p.id == profile && p.profile)
                        one.profiles.insert(profile, *p.profile);
            one.units << u;
            checkRow(&out, one, QStringLiteral("/units/0"), ruleset);
        }
        out.values = {out.id,
                      r.cell(QStringLiteral("name")),
                      r.cell(QStringLiteral("name_pl")),
                      r.cell(QStringLiteral("name_en")),
                      u.historicalId.value_or(QString()),
                      profile,
                      number(count),
                      number(u.max),
                      u.traits.join(QStringLiteral(", "))};
        if (out.ok())
            out.unit = u;
        preview.rows << out;
    }
    return preview;
}

ImportPreview previewGenerals(const CsvTable &csv, const ColumnMapping &mapping, const Catalogue &base,
                              const Ruleset *ruleset)
{
    ImportPreview preview = startPreview(ImportTable::Generals, mapping);
    IdBook ids = unitAndGeneralIds(base);
    const int lo = ruleset ? ruleset->orders.commandMin : -2;
    const int hi = ruleset ? ruleset->orders.commandMax : 3;
    for (const CsvRow &row : csv.rows) {
        ImportRow out;
        out.line = row.line;
        RowReader r(ImportTable::Generals, row, mapping, &out);
        General g;
        g.name = r.text(QStringLiteral("name"), QStringLiteral("name_pl"), QStringLiteral("name_en"));
        checkName(r, g.name);
        out.id = ids.take(r, &out, g.name);
        g.id = out.id;
        // BWN 13.4: the roles and the pool he is drawn from.
        for (const QString &role : RowReader::list(r.required(QStringLiteral("roles")), false)) {
            const QString word = roleWord(role);
            if (word.isEmpty())
                r.problem(QStringLiteral("roles"),
                          QStringLiteral("„%1” to nie naczelny wódz, korpus ani dywizja").arg(role),
                          QStringLiteral("\"%1\" is not commander-in-chief, corps or division").arg(role));
            else if (!g.roles.contains(word))
                g.roles << word;
        }
        const QString arm = r.required(QStringLiteral("arm"));
        QString armValue;
        if (!arm.isEmpty()) {
            armValue = armWord(arm);
            if (armValue.isEmpty())
                r.problem(QStringLiteral("arm"), QStringLiteral("„%1” to nie piechota ani kawaleria").arg(arm),
                          QStringLiteral("\"%1\" is not infantry or cavalry").arg(arm));
            g.arm = armValue == QLatin1String("cavalry") ? Arm::Cavalry : Arm::Infantry;
        }
        // BWN 6.2: the command value.
        const auto command = r.integer(QStringLiteral("command"));
        if (command && (*command < lo || *command > hi))
            r.problem(QStringLiteral("command"),
                      QStringLiteral("%1 jest poza zakresem %2..%3").arg(*command).arg(lo).arg(hi),
                      QStringLiteral("%1 is outside %2..%3").arg(*command).arg(lo).arg(hi));
        g.command = command.value_or(0);
        // BWN 6.3: traits by id or by name.
        QStringList unknown;
        g.traits = generalTraitBook().match(r.cell(QStringLiteral("traits")), &unknown);
        unknownNames(r, QStringLiteral("traits"), unknown, generalTraitBook(), QStringLiteral("cecha"),
                     QStringLiteral("trait"));
        const QString rulesPl = r.cell(QStringLiteral("rules_pl")), rulesEn = r.cell(QStringLiteral("rules_en"));
        g.rules = Text::translated(rulesPl.isEmpty() ? rulesEn : rulesPl, rulesEn.isEmpty() ? rulesPl : rulesEn);
        if (out.ok()) {
            Catalogue one;
            one.ruleset = base.ruleset;
            one.generals << g;
            checkRow(&out, one, QStringLiteral("/generals/0"), ruleset);
        }
        out.values = {out.id,
                      r.cell(QStringLiteral("name")),
                      r.cell(QStringLiteral("name_pl")),
                      r.cell(QStringLiteral("name_en")),
                      g.roles.join(QStringLiteral(", ")),
                      armValue,
                      number(command),
                      g.traits.join(QStringLiteral(", ")),
                      rulesPl,
                      rulesEn};
        if (out.ok())
            out.general = g;
        preview.rows << out;
    }
    return preview;
}

QStringList describeBadRows(const ImportPreview &preview, const QString &lang)
{
    QStringList out;
    const QString file = preview.file.isEmpty() ? importTableName(preview.table) : preview.file;
    if (!preview.missingFields.isEmpty()) {
        QStringList names;
        for (const QString &k : preview.missingFields)
            names << importFieldName(preview.table, k, lang);
        out << both(QStringLiteral("%1: brak kolumny dla %2 (nazwij ją w nagłówku albo użyj --map POLE=KOLUMNA)")
                        .arg(file, fieldsPl(names)),
                    QStringLiteral("%1: no column for %2 (name it in the header or use --map FIELD=COLUMN)")
                        .arg(file, names.join(QStringLiteral(", "))))
                   .get(lang);
    }
    for (const ImportRow &row : preview.rows)
        if (!row.ok())
            out << oneLine(QStringLiteral("%1:%2: %3%4")
                               .arg(file)
                               .arg(row.line)
                               .arg(row.id.isEmpty() ? QString() : QStringLiteral("%1: ").arg(row.id),
                                    row.problemsIn(lang).join(QStringLiteral("; "))));
    return out;
}

QStringList describeRows(const ImportPreview &preview, const QString &lang)
{
    const bool pl = isPolish(lang);
    const auto &fields = importFields(preview.table);
    QStringList out;
    for (const ImportRow &row : preview.rows) {
        QStringList parts;
        for (qsizetype i = 0; i < fields.size() && i < row.values.size(); ++i) {
            if (row.values[i].isEmpty())
                continue;
            QString part = QStringLiteral("%1 %2").arg(fields[i].title.get(lang), row.values[i]);
            if (fields[i].key == QLatin1String("id") && row.idFromName)
                part += pl ? QStringLiteral(" (z nazwy)") : QStringLiteral(" (from the name)");
            parts << part;
        }
        QString line = (pl ? QStringLiteral("wiersz %1: %2") : QStringLiteral("line %1: %2"))
                           .arg(row.line)
                           .arg(parts.join(QStringLiteral(" · ")));
        if (!row.ok())
            line += (pl ? QStringLiteral(" — NIE ZOSTANIE ZAIMPORTOWANY") : QStringLiteral(" — WILL NOT BE IMPORTED"));
        for (const QString &w : row.warningsIn(lang))
            line += (pl ? QStringLiteral("; ostrzeżenie: %1") : QStringLiteral("; warning: %1")).arg(w);
        out << oneLine(line);
    }
    return out;
}

std::optional<Text> importBlocker(const QList<ImportPreview> &previews, bool skipBad)
{
    int bad = 0, good = 0;
    for (const ImportPreview &p : previews) {
        const QString file = p.file.isEmpty() ? importTableName(p.table) : p.file;
        if (!p.missingFields.isEmpty()) {
            QStringList pl, en;
            for (const QString &k : p.missingFields) {
                pl << importFieldName(p.table, k, QStringLiteral("pl"));
                en << importFieldName(p.table, k, QStringLiteral("en"));
            }
            return both(
                QStringLiteral("%1: brak kolumny dla %2; nic nie zaimportowano").arg(file, fieldsPl(pl)),
                QStringLiteral("%1: no column for %2; nothing imported").arg(file, en.join(QStringLiteral(", "))));
        }
        if (p.rows.isEmpty())
            return both(QStringLiteral("%1: plik nie ma wierszy pod nagłówkiem; nic nie zaimportowano").arg(file),
                        QStringLiteral("%1: the file has no rows below its header; nothing imported").arg(file));
        bad += p.badRows();
        good += int(p.rows.size()) - p.badRows();
    }
    if (bad > 0 && !skipBad) // "1 wiersza", "2 wierszy", "5 wierszy": the genitive after "odczytać"
        return both(QStringLiteral("nie da się odczytać %1 %2; nic nie zaimportowano")
                        .arg(bad)
                        .arg(bad == 1 ? QStringLiteral("wiersza") : QStringLiteral("wierszy")),
                    QStringLiteral("%1 row(s) cannot be read; nothing imported").arg(bad));
    if (good == 0)
        return both(QStringLiteral("żadnego wiersza nie da się odczytać; nic nie zaimportowano"),
                    QStringLiteral("no row can be read; nothing imported"));
    return std::nullopt;
}

std::optional<Catalogue> applyImport(Catalogue base, const QList<ImportPreview> &previews, bool skipBad, QString *error,
                                     const QString &lang)
{
    if (const auto blocker = importBlocker(previews, skipBad)) {
        *error = blocker->get(lang);
        return std::nullopt;
    }
    for (const ImportPreview &p : previews)
        for (const ImportRow &row : p.rows) {
            if (row.profile)
                base.profiles.insert(row.id, *row.profile);
            if (row.unit)
                base.units << *row.unit;
            if (row.general)
                base.generals << *row.general;
        }
    base.reindex();
    return base;
}

} // namespace sztab
