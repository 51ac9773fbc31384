#include "csvimport.h"

#include "appdata.h"
#include "catalogueeditor.h"
#include "document.h"

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
            m_table = t;
            if (m_csv)
                m_mapping = defaultMapping(m_table, m_csv->header);
            update();
        }
}

QString CsvImport::separator() const
{
    if (!m_csv)
        return {};
    return m_csv->separator == QLatin1Char(';') ? tr("semicolon (;)") : tr("comma (,)");
}

QString CsvImport::encoding() const
{
    if (!m_csv)
        return {};
    switch (m_csv->encoding) {
    case CsvEncoding::Utf8: return QStringLiteral("UTF-8");
    case CsvEncoding::Utf8WithBom: return tr("UTF-8 with BOM");
    case CsvEncoding::Windows1250: return QStringLiteral("Windows-1250");
    }
    return {};
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
                           {QStringLiteral("required"), f.required},
                           {QStringLiteral("column"), m_mapping.value(f.key, -1)}};
    return out;
}

QVariantList CsvImport::rows() const
{
    QVariantList out;
    if (!m_csv)
        return out;
    for (qsizetype i = 0; i < m_preview.rows.size() && i < m_csv->rows.size(); ++i) {
        const ImportRow &r = m_preview.rows[i];
        out << QVariantMap{{QStringLiteral("line"), r.line},
                           {QStringLiteral("id"), r.id},
                           {QStringLiteral("ok"), r.ok()},
                           {QStringLiteral("problems"), r.problemsIn(AppData::instance().language()).join(QStringLiteral("; "))},
                           {QStringLiteral("cells"), m_csv->rows[i].cells}};
    }
    return out;
}

bool CsvImport::load(const QUrl &url)
{
    const QString path = url.toLocalFile();
    LoadError error;
    const auto bytes = readFileBytes(path, &error);
    if (!bytes) {
        setErrorMessage(error.toLine());
        return false;
    }
    CsvError csvError;
    auto csv = parseCsv(*bytes, &csvError);
    if (!csv) {
        setErrorMessage(QStringLiteral("%1:%2:%3: %4").arg(path).arg(csvError.line).arg(csvError.column).arg(csvError.message));
        return false;
    }
    m_csv = std::move(csv);
    m_fileUrl = url;
    m_mapping = defaultMapping(m_table, m_csv->header);
    setErrorMessage(QString());
    update();
    return true;
}

void CsvImport::setColumn(const QString &field, int column)
{
    if (!m_csv)
        return;
    if (column < 0 || column >= m_csv->header.size())
        m_mapping.remove(field);
    else
        m_mapping.insert(field, column);
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
        case ImportTable::Units: m_preview = previewUnits(*m_csv, m_mapping, base, nullptr); break;
        case ImportTable::Generals: m_preview = previewGenerals(*m_csv, m_mapping, base, ruleset); break;
        }
        m_preview.file = QFileInfo(m_fileUrl.toLocalFile()).fileName();
    }
    emit previewChanged();
}

bool CsvImport::apply(bool skipBad)
{
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
    return true;
}

} // namespace sztab::gui
