// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/gui/bw/csvimport.h"

#include "app/gui/shell/appdata.h"
#include "app/gui/bw/catalogueeditor.h"
#include "foundation/document.h"
#include "foundation/placenames.h"

#include <QFileInfo>

namespace sztab::gui {

CsvImport::CsvImport(QObject *parent) : QObject(parent)
{
    // The rows' reasons are in the interface's language: shown again when it changes.
    connect(&AppData::instance(), &AppData::languageChanged, this, &CsvImport::previewChanged);
}

void CsvImport::setEditor(CatalogueEditor *editor)
{
    if (editor == m_editor)
        return;
    if (m_editor)
        disconnect(m_editor, nullptr, this, nullptr);
    m_editor = editor;
    if (m_editor) // ids already in the catalogue are duplicates, its profiles known to units: read again on edits
        connect(m_editor, &CatalogueEditor::catalogueChanged, this, &CsvImport::update);
    emit editorChanged();
    update();
}

void CsvImport::setTable(const QString &table)
{
    for (ImportTable t : {ImportTable::Profiles, ImportTable::Units, ImportTable::Generals})
        if (importTableName(t) == table && t != m_table) {
            // Another kind is another spreadsheet: the file and "skip bad rows" chosen for the last one go.
            m_table = t;
            m_csv.reset();
            m_fileUrl = QUrl();
            m_mapping.clear();
            m_skipBad = false;
            setErrorMessage(QString());
            update();
        }
}

QString CsvImport::separator() const
{
    if (!m_csv)
        return {};
    if (m_csv->separator == QLatin1Char('\t'))
        return tr("tab");
    return m_csv->separator == QLatin1Char(';') ? tr("semicolon (;)") : tr("comma (,)");
}

QString CsvImport::encoding() const
{
    if (!m_csv)
        return {};
    return m_csv->encoding == CsvEncoding::Utf8WithBom ? tr("UTF-8 with BOM") : csvEncodingName(m_csv->encoding);
}

void CsvImport::setErrorMessage(const QString &message)
{
    if (message == m_errorMessage)
        return;
    m_errorMessage = message;
    emit errorMessageChanged();
}

QVariantList CsvImport::fields() const
{
    QVariantList out;
    for (const ImportField &f : importFields(m_table))
        out << QVariantMap{{QStringLiteral("key"), f.key},
                           {QStringLiteral("title"), localized(f.title)},
                           {QStringLiteral("required"), f.required},
                           {QStringLiteral("column"), m_mapping.value(f.key, -1)}};
    return out;
}

QVariantList CsvImport::rows() const
{
    QVariantList out;
    if (!m_csv)
        return out;
    const QString lang = AppData::instance().language();
    for (const ImportRow &r : m_preview.rows)
        out << QVariantMap{{QStringLiteral("line"), r.line},
                           {QStringLiteral("id"), r.id},
                           {QStringLiteral("idFromName"), r.idFromName},
                           {QStringLiteral("ok"), r.ok()},
                           {QStringLiteral("problems"), r.problemsIn(lang).join(QStringLiteral("; "))},
                           {QStringLiteral("warnings"), r.warningsIn(lang).join(QStringLiteral("; "))},
                           {QStringLiteral("values"), r.values}};
    return out;
}

bool CsvImport::load(const QUrl &url)
{
    const QString path = url.toLocalFile();
    LoadError error;
    const auto bytes = readFileBytes(path, &error);
    if (!bytes) {
        setErrorMessage(loadErrorText(error, AppData::instance().language()));
        return false;
    }
    CsvError csvError;
    auto csv = parseCsv(*bytes, &csvError);
    if (!csv) {
        setErrorMessage(
            QStringLiteral("%1:%2:%3: %4").arg(path).arg(csvError.line).arg(csvError.column).arg(csvError.message));
        return false;
    }
    m_csv = std::move(csv);
    m_fileUrl = url;
    m_mapping = defaultMapping(m_table, m_csv->header);
    setErrorMessage(QString());
    update();
    return true;
}

void CsvImport::setSkipBad(bool skip)
{
    if (skip == m_skipBad)
        return;
    m_skipBad = skip;
    emit previewChanged();
}

int CsvImport::importableRows() const
{
    if (!m_csv || importBlocker({m_preview}, m_skipBad))
        return 0;
    return rowCount() - badRows();
}

QString CsvImport::blocker() const
{
    if (!m_csv)
        return tr("Choose a CSV file first.");
    const auto b = importBlocker({m_preview}, m_skipBad);
    return b ? localized(*b) : QString();
}

QString CsvImport::columnTakenBy(const QString &field, int column) const
{
    const QStringList others = fieldsOnColumn(m_mapping, column, field);
    if (others.isEmpty())
        return QString();
    for (const ImportField &f : importFields(m_table))
        if (f.key == others.first())
            return localized(f.title);
    return others.first();
}

bool CsvImport::setColumn(const QString &field, int column)
{
    if (!m_csv)
        return false;
    if (column >= 0 && column < m_csv->header.size()) {
        const QString other = columnTakenBy(field, column);
        if (!other.isEmpty()) {
            // Two fields from one column import one typed number twice (WB taken from the SO column): refused.
            setErrorMessage(tr("Column \"%1\" already holds %2: one column holds one field.")
                                .arg(m_csv->header.value(column), other));
            emit previewChanged(); // the box goes back to what the mapping says
            return false;
        }
        m_mapping.insert(field, column);
    } else {
        m_mapping.remove(field);
    }
    setErrorMessage(QString());
    update();
    return true;
}

void CsvImport::moveColumn(const QString &field, int column)
{
    if (!m_csv || column < 0 || column >= m_csv->header.size())
        return;
    for (const QString &other : fieldsOnColumn(m_mapping, column, field))
        m_mapping.remove(other);
    m_mapping.insert(field, column);
    setErrorMessage(QString());
    update();
}

void CsvImport::update()
{
    m_preview = ImportPreview();
    if (m_csv) {
        const Catalogue base = m_editor ? m_editor->catalogue() : Catalogue();
        const Ruleset *ruleset = AppData::instance().data().ruleset(base.ruleset);
        switch (m_table) {
        case ImportTable::Profiles: m_preview = previewProfiles(*m_csv, m_mapping, base, ruleset); break;
        case ImportTable::Units: m_preview = previewUnits(*m_csv, m_mapping, base, nullptr, ruleset); break;
        case ImportTable::Generals: m_preview = previewGenerals(*m_csv, m_mapping, base, ruleset); break;
        }
        m_preview.file = QFileInfo(m_fileUrl.toLocalFile()).fileName();
    }
    emit previewChanged();
}

bool CsvImport::apply(bool skipBad)
{
    setSkipBad(skipBad);
    if (!m_csv || !m_editor) {
        setErrorMessage(tr("Choose a CSV file first."));
        return false;
    }
    // Said here in the interface's language; the editor's apply would say it in English.
    if (const auto blocker = importBlocker({m_preview}, skipBad)) {
        setErrorMessage(localized(*blocker));
        return false;
    }
    if (!m_editor->applyImport({m_preview}, skipBad)) {
        setErrorMessage(m_editor->errorMessage());
        return false;
    }
    setErrorMessage(QString());
    m_skipBad = false; // the next file starts without it
    return true;
}

} // namespace sztab::gui
