#include "catalogueimport.h"

#include "ruleset.h"

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

ImportField field(const char *key, std::initializer_list<const char *> aliases, bool required = false)
{
    ImportField f{QLatin1String(key), {QLatin1String(key)}, required};
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
        field("id", {"identyfikator", "profil", "profile", "kod"}, true),
        field("name", {"nazwa"}),
        field("name_pl", {"nazwa pl", "nazwa polska", "name pl"}),
        field("name_en", {"nazwa en", "nazwa angielska", "name en", "english name"}),
        field("costClass", {"klasa", "klasa kosztu", "cost class", "class", "koszt"}, true),
        field("kind", {"rodzaj", "typ", "type", "rodzaj wojsk"}, true),
        field("move_line", {"ruch linia", "ruch w linii", "linia", "line", "move line", "ruch l"}, true),
        field("move_column", {"ruch kolumna", "ruch w kolumnie", "kolumna", "column", "move column", "ruch k"}, true),
        field("weapon", {"bron", "uzbrojenie"}),
        field("weapon_pl", {"bron pl", "weapon pl"}),
        field("weapon_en", {"bron en", "weapon en"}),
        field("range", {"zasieg", "weapon range", "zasieg broni"}, true),
        field("wb", {"walka wrecz"}, true),
        field("so", {"strzelanie", "ostrzal"}, true),
        field("wtr", {"wytrzymalosc"}, true),
        field("morale", {"moral", "moralnosc"}, true),
        field("rules", {"zasady", "zasady specjalne", "special rules"}),
        field("ammo", {"amunicja", "ammunition"}),
    };
    static const QList<ImportField> units{
        field("id", {"identyfikator", "kod"}, true),
        field("name", {"nazwa"}),
        field("name_pl", {"nazwa pl", "nazwa polska", "name pl"}),
        field("name_en", {"nazwa en", "nazwa angielska", "name en", "english name"}),
        field("historicalId", {"historical id", "id historyczne", "historyczne id"}),
        field("profile", {"profil"}, true),
        field("count", {"bases", "podstawki", "liczba podstawek", "podstawek"}, true),
        field("max", {"maks", "maksimum", "limit"}),
        field("traits", {"cechy"}),
    };
    static const QList<ImportField> generals{
        field("id", {"identyfikator", "kod"}, true),
        field("name", {"nazwa", "imie i nazwisko", "dowodca", "general"}),
        field("name_pl", {"nazwa pl", "name pl"}),
        field("name_en", {"nazwa en", "name en"}),
        field("roles", {"role", "rola"}, true),
        field("arm", {"pula", "pool", "rodzaj", "bron"}, true),
        field("command", {"dowodzenie", "wartosc dowodzenia"}, true),
        field("traits", {"cechy"}),
        field("rules_pl", {"zasady", "zasady pl", "rules pl"}),
        field("rules_en", {"rules", "zasady en", "rules en"}),
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

bool overrideMapping(ImportTable table, const QStringList &header, const QString &spec, ColumnMapping *mapping, QString *error,
                     const QString &lang)
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
                     .get(lang).arg(spec, keys.join(QStringLiteral(", ")));
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
        *error = both(QStringLiteral("„%1”: brak kolumny „%2” (nagłówek ma: %3)"), QStringLiteral("\"%1\": no column \"%2\" (the header has %3)"))
                     .get(lang).arg(spec, column, header.join(QStringLiteral(", ")));
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
    if (!mapping.contains(QStringLiteral("name")) && !mapping.contains(QStringLiteral("name_pl")) && !mapping.contains(QStringLiteral("name_en")))
        missing << QStringLiteral("name");
    return missing;
}

QStringList ImportRow::problemsIn(const QString &lang) const
{
    QStringList out;
    for (const Text &p : problems)
        out << p.get(lang);
    return out;
}

int ImportPreview::badRows() const
{
    return int(std::count_if(rows.cbegin(), rows.cend(), [](const ImportRow &r) { return !r.ok(); }));
}

namespace {

// One row's cells by field, collecting what cannot be read.
class RowReader {
public:
    RowReader(const CsvRow &row, const ColumnMapping &mapping, ImportRow *out) : m_row(row), m_mapping(mapping), m_out(out) {}

    QString cell(const QString &key) const
    {
        const int c = m_mapping.value(key, -1);
        return c >= 0 && c < m_row.cells.size() ? m_row.cells[c].trimmed() : QString();
    }
    bool has(const QString &key) const { return !cell(key).isEmpty(); }
    // What is wrong in both languages, after the column it is about ("kolumna wb: …", "column wb: …").
    void problem(const QString &key, const QString &pl, const QString &en)
    {
        m_out->problems << (key.isEmpty() ? both(pl, en)
                                          : both(QStringLiteral("kolumna %1: %2").arg(key, pl), QStringLiteral("column %1: %2").arg(key, en)));
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
            problem(key, QStringLiteral("„%1” nie jest liczbą całkowitą").arg(v), QStringLiteral("\"%1\" is not a whole number").arg(v));
            return std::nullopt;
        }
        return int(*n);
    }

    Text text(const QString &plain, const QString &pl, const QString &en) const
    {
        const QString p = cell(pl), e = cell(en);
        if (!p.isEmpty() || !e.isEmpty())
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
    return vocabulary(v, {{"infantry", {"piechota", "inf", "p"}}, {"cavalry", {"kawaleria", "jazda", "cav", "k"}},
                          {"artillery", {"artyleria", "art", "a"}}});
}
QString armWord(const QString &v)
{
    return vocabulary(v, {{"infantry", {"piechota", "inf"}}, {"cavalry", {"kawaleria", "jazda", "cav"}}});
}
QString roleWord(const QString &v)
{
    return vocabulary(v, {{"commander-in-chief", {"naczelny wódz", "wódz naczelny", "wódz", "cinc", "c-in-c"}},
                          {"corps", {"korpus", "dowódca korpusu"}},
                          {"division", {"dywizja", "dowódca dywizji", "brygada"}}});
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
            r.problem(QStringLiteral("id"), QStringLiteral("„%1” nie jest identyfikatorem (litery, cyfry, „.”, „_”, „:”, „-”)").arg(id),
                      QStringLiteral("\"%1\" is not an id (letters, digits, '.', '_', ':', '-')").arg(id));
        else if (existing.contains(id))
            r.problem(QStringLiteral("id"), QStringLiteral("identyfikator „%1” już jest w katalogu").arg(id),
                      QStringLiteral("\"%1\" is already in the catalogue").arg(id));
        else if (lines.contains(id))
            r.problem(QStringLiteral("id"), QStringLiteral("identyfikator „%1” występuje dwa razy (pierwszy raz w wierszu %2)").arg(id).arg(lines.value(id)),
                      QStringLiteral("\"%1\" is used twice (first on line %2)").arg(id).arg(lines.value(id)));
        else
            lines.insert(id, line);
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

ImportPreview startPreview(ImportTable table, const CsvTable &csv, const ColumnMapping &mapping)
{
    ImportPreview p;
    p.table = table;
    p.missingFields = missingFields(table, mapping);
    Q_UNUSED(csv);
    return p;
}

void checkName(RowReader &r, const Text &name)
{
    if (name.isEmpty())
        r.problem(QStringLiteral("name"), QStringLiteral("puste"), QStringLiteral("empty"));
}

} // namespace

ImportPreview previewProfiles(const CsvTable &csv, const ColumnMapping &mapping, const Catalogue &base, const Ruleset *ruleset)
{
    ImportPreview preview = startPreview(ImportTable::Profiles, csv, mapping);
    IdBook ids;
    for (auto it = base.profiles.cbegin(); it != base.profiles.cend(); ++it)
        ids.existing.insert(it.key());
    for (const CsvRow &row : csv.rows) {
        ImportRow out;
        out.line = row.line;
        RowReader r(row, mapping, &out);
        out.id = r.required(QStringLiteral("id"));
        ids.check(r, out.id, row.line);
        Profile p;
        p.name = r.text(QStringLiteral("name"), QStringLiteral("name_pl"), QStringLiteral("name_en"));
        checkName(r, p.name);
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
                    r.problem(QStringLiteral("costClass"), QStringLiteral("żadna klasa kosztu nie kosztuje %1 za podstawkę").arg(cls),
                              QStringLiteral("no cost class costs %1 per base").arg(cls));
            } else if (!ruleset && letter.size() == 1 && letter[0] >= QLatin1Char('A') && letter[0] <= QLatin1Char('Z')) {
                p.costClass = letter;
            } else {
                const QString known = ruleset ? QStringLiteral(" (%1)").arg(QStringList(ruleset->costClasses.keys()).join(QStringLiteral(", "))) : QString();
                r.problem(QStringLiteral("costClass"), QStringLiteral("„%1” nie jest klasą kosztu%2").arg(cls, known),
                          QStringLiteral("\"%1\" is not a cost class%2").arg(cls, known));
            }
        }
        const QString kind = r.required(QStringLiteral("kind"));
        if (!kind.isEmpty()) {
            const QString word = kindWord(kind);
            if (word.isEmpty())
                r.problem(QStringLiteral("kind"), QStringLiteral("„%1” to nie piechota, kawaleria ani artyleria").arg(kind),
                          QStringLiteral("\"%1\" is not infantry, cavalry or artillery").arg(kind));
            else
                p.kind = word == QLatin1String("cavalry") ? UnitKind::Cavalry : word == QLatin1String("artillery") ? UnitKind::Artillery : UnitKind::Infantry;
        }
        const auto line = r.integer(QStringLiteral("move_line"));
        const auto column = r.integer(QStringLiteral("move_column"));
        p.move = {line.value_or(0), column.value_or(0)};
        p.weapon.name = r.text(QStringLiteral("weapon"), QStringLiteral("weapon_pl"), QStringLiteral("weapon_en"));
        p.weapon.range = r.integer(QStringLiteral("range")).value_or(0);
        p.wb = r.integer(QStringLiteral("wb")).value_or(0);
        p.so = r.integer(QStringLiteral("so")).value_or(0);
        p.wtr = r.integer(QStringLiteral("wtr")).value_or(0);
        p.morale = r.integer(QStringLiteral("morale")).value_or(0);
        p.rules = RowReader::list(r.cell(QStringLiteral("rules")), true);
        p.ammo = r.integer(QStringLiteral("ammo"), false);
        if (out.ok())
            out.profile = p;
        preview.rows << out;
    }
    return preview;
}

ImportPreview previewUnits(const CsvTable &csv, const ColumnMapping &mapping, const Catalogue &base, const ImportPreview *profiles)
{
    ImportPreview preview = startPreview(ImportTable::Units, csv, mapping);
    IdBook ids = unitAndGeneralIds(base);
    QSet<QString> knownProfiles;
    for (auto it = base.profiles.cbegin(); it != base.profiles.cend(); ++it)
        knownProfiles.insert(it.key());
    if (profiles)
        for (const ImportRow &row : profiles->rows)
            if (row.ok() && profiles->missingFields.isEmpty())
                knownProfiles.insert(row.id);
    for (const CsvRow &row : csv.rows) {
        ImportRow out;
        out.line = row.line;
        RowReader r(row, mapping, &out);
        out.id = r.required(QStringLiteral("id"));
        ids.check(r, out.id, row.line);
        Unit u;
        u.id = out.id;
        u.name = r.text(QStringLiteral("name"), QStringLiteral("name_pl"), QStringLiteral("name_en"));
        checkName(r, u.name);
        if (r.has(QStringLiteral("historicalId"))) {
            const QString h = r.cell(QStringLiteral("historicalId"));
            if (!idPattern().match(h).hasMatch())
                r.problem(QStringLiteral("historicalId"), QStringLiteral("„%1” nie jest identyfikatorem").arg(h), QStringLiteral("\"%1\" is not an id").arg(h));
            u.historicalId = h;
        }
        // BWN 2.8: a unit is bases of a profile.
        const QString profile = r.required(QStringLiteral("profile"));
        if (!profile.isEmpty() && !knownProfiles.contains(profile))
            r.problem(QStringLiteral("profile"), QStringLiteral("nieznany profil „%1” (nie ma go w katalogu ani wśród poprawnych wierszy profili)").arg(profile),
                      QStringLiteral("no readable profile \"%1\"").arg(profile));
        const auto count = r.integer(QStringLiteral("count"));
        if (count && *count < 1)
            r.problem(QStringLiteral("count"), QStringLiteral("oddział ma co najmniej jedną podstawkę"), QStringLiteral("a unit has at least one base"));
        u.bases = {BaseGroup{profile, count.value_or(0)}};
        u.max = r.integer(QStringLiteral("max"), false);
        if (u.max && *u.max < 1)
            r.problem(QStringLiteral("max"), QStringLiteral("musi wynosić co najmniej 1"), QStringLiteral("must be at least 1"));
        u.traits = RowReader::list(r.cell(QStringLiteral("traits")), true);
        if (out.ok())
            out.unit = u;
        preview.rows << out;
    }
    return preview;
}

ImportPreview previewGenerals(const CsvTable &csv, const ColumnMapping &mapping, const Catalogue &base, const Ruleset *ruleset)
{
    ImportPreview preview = startPreview(ImportTable::Generals, csv, mapping);
    IdBook ids = unitAndGeneralIds(base);
    const int lo = ruleset ? ruleset->orders.commandMin : -2;
    const int hi = ruleset ? ruleset->orders.commandMax : 3;
    for (const CsvRow &row : csv.rows) {
        ImportRow out;
        out.line = row.line;
        RowReader r(row, mapping, &out);
        out.id = r.required(QStringLiteral("id"));
        ids.check(r, out.id, row.line);
        General g;
        g.id = out.id;
        g.name = r.text(QStringLiteral("name"), QStringLiteral("name_pl"), QStringLiteral("name_en"));
        checkName(r, g.name);
        // BWN 13.4: the roles and the pool he is drawn from.
        for (const QString &role : RowReader::list(r.required(QStringLiteral("roles")), false)) {
            const QString word = roleWord(role);
            if (word.isEmpty())
                r.problem(QStringLiteral("roles"), QStringLiteral("„%1” to nie naczelny wódz, korpus ani dywizja").arg(role),
                          QStringLiteral("\"%1\" is not commander-in-chief, corps or division").arg(role));
            else if (!g.roles.contains(word))
                g.roles << word;
        }
        const QString arm = r.required(QStringLiteral("arm"));
        if (!arm.isEmpty()) {
            const QString word = armWord(arm);
            if (word.isEmpty())
                r.problem(QStringLiteral("arm"), QStringLiteral("„%1” to nie piechota ani kawaleria").arg(arm),
                          QStringLiteral("\"%1\" is not infantry or cavalry").arg(arm));
            g.arm = word == QLatin1String("cavalry") ? Arm::Cavalry : Arm::Infantry;
        }
        // BWN 6.2: the command value.
        const auto command = r.integer(QStringLiteral("command"));
        if (command && (*command < lo || *command > hi))
            r.problem(QStringLiteral("command"), QStringLiteral("%1 jest poza zakresem %2..%3").arg(*command).arg(lo).arg(hi),
                      QStringLiteral("%1 is outside %2..%3").arg(*command).arg(lo).arg(hi));
        g.command = command.value_or(0);
        g.traits = RowReader::list(r.cell(QStringLiteral("traits")), true);
        const QString rulesPl = r.cell(QStringLiteral("rules_pl")), rulesEn = r.cell(QStringLiteral("rules_en"));
        g.rules = Text::translated(rulesPl.isEmpty() ? rulesEn : rulesPl, rulesEn.isEmpty() ? rulesPl : rulesEn);
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
    if (!preview.missingFields.isEmpty())
        out << both(QStringLiteral("%1: brak kolumny dla %2 (nazwij ją w nagłówku albo użyj --map POLE=KOLUMNA)").arg(file, fieldsPl(preview.missingFields)),
                    QStringLiteral("%1: no column for %2 (name it in the header or use --map FIELD=COLUMN)")
                        .arg(file, preview.missingFields.join(QStringLiteral(", "))))
                   .get(lang);
    for (const ImportRow &row : preview.rows)
        if (!row.ok())
            out << oneLine(QStringLiteral("%1:%2: %3%4").arg(file).arg(row.line)
                               .arg(row.id.isEmpty() ? QString() : QStringLiteral("%1: ").arg(row.id), row.problemsIn(lang).join(QStringLiteral("; "))));
    return out;
}

std::optional<Text> importBlocker(const QList<ImportPreview> &previews, bool skipBad)
{
    int bad = 0;
    for (const ImportPreview &p : previews) {
        if (!p.missingFields.isEmpty()) {
            const QString file = p.file.isEmpty() ? importTableName(p.table) : p.file;
            return both(QStringLiteral("%1: brak kolumny dla %2; nic nie zaimportowano").arg(file, fieldsPl(p.missingFields)),
                        QStringLiteral("%1: no column for %2; nothing imported").arg(file, p.missingFields.join(QStringLiteral(", "))));
        }
        bad += p.badRows();
    }
    if (bad > 0 && !skipBad) // "1 wiersza", "2 wierszy", "5 wierszy": the genitive after "odczytać"
        return both(QStringLiteral("nie da się odczytać %1 %2; nic nie zaimportowano").arg(bad).arg(bad == 1 ? QStringLiteral("wiersza") : QStringLiteral("wierszy")),
                    QStringLiteral("%1 row(s) cannot be read; nothing imported").arg(bad));
    return std::nullopt;
}

std::optional<Catalogue> applyImport(Catalogue base, const QList<ImportPreview> &previews, bool skipBad, QString *error, const QString &lang)
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
