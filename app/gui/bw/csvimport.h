// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The CSV import step of the catalogue editor (issue 8, docs/app-api.md, CsvImport): one spreadsheet file of
// profiles, units or generals read by the core (csv.h, catalogueimport.h) — the separator and encoding it found,
// which column holds which field (defaulted from the header, changeable), a preview of every row with the reasons a
// row cannot be read — and an all-or-nothing apply into the open catalogue, one undo step.
#include "bw/catalogueimport.h"

#include <QObject>
#include <QPointer>
#include <QUrl>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

namespace sztab::gui {

class CatalogueEditor;

class CsvImport : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(sztab::gui::CatalogueEditor *editor READ editor WRITE setEditor NOTIFY editorChanged)
    Q_PROPERTY(QString table READ table WRITE setTable NOTIFY previewChanged)
    Q_PROPERTY(QUrl fileUrl READ fileUrl NOTIFY previewChanged)
    Q_PROPERTY(bool loaded READ loaded NOTIFY previewChanged)
    Q_PROPERTY(QString separator READ separator NOTIFY previewChanged)
    Q_PROPERTY(QString encoding READ encoding NOTIFY previewChanged)
    Q_PROPERTY(QStringList columns READ columns NOTIFY previewChanged)
    Q_PROPERTY(QVariantList fields READ fields NOTIFY previewChanged)
    Q_PROPERTY(QVariantList rows READ rows NOTIFY previewChanged)
    Q_PROPERTY(int rowCount READ rowCount NOTIFY previewChanged)
    Q_PROPERTY(int badRows READ badRows NOTIFY previewChanged)
    Q_PROPERTY(QStringList missingFields READ missingFields NOTIFY previewChanged)
    Q_PROPERTY(bool skipBad READ skipBad WRITE setSkipBad NOTIFY previewChanged)
    Q_PROPERTY(int importableRows READ importableRows NOTIFY previewChanged)
    Q_PROPERTY(bool canImport READ canImport NOTIFY previewChanged)
    Q_PROPERTY(QString blocker READ blocker NOTIFY previewChanged)
    Q_PROPERTY(QString errorMessage READ errorMessage WRITE setErrorMessage NOTIFY errorMessageChanged)
public:
    explicit CsvImport(QObject *parent = nullptr);

    CatalogueEditor *editor() const { return m_editor; }
    void setEditor(CatalogueEditor *editor);
    QString table() const { return importTableName(m_table); }
    void setTable(const QString &table);
    QUrl fileUrl() const { return m_fileUrl; }
    bool loaded() const { return m_csv.has_value(); }
    QString separator() const;
    QString encoding() const;
    QStringList columns() const { return m_csv ? m_csv->header : QStringList(); }
    // {key, title (in the interface's language), required, column (0-based, -1: none)} in the order of importFields.
    QVariantList fields() const;
    // {line, id, idFromName, ok, problems, warnings (text in the interface's language), values (every field as it
    // will be imported, in the order of fields)} per data row.
    QVariantList rows() const;
    int rowCount() const { return static_cast<int>(m_preview.rows.size()); }
    int badRows() const { return m_csv ? m_preview.badRows() : 0; }
    QStringList missingFields() const { return m_preview.missingFields; }
    bool skipBad() const { return m_skipBad; }
    void setSkipBad(bool skip);
    // The rows Import adds: every row when all read, the readable ones with skipBad, none otherwise.
    int importableRows() const;
    bool canImport() const { return importableRows() > 0; }
    // Why Import adds nothing, in the interface's language ("" when it would import).
    QString blocker() const;
    QString errorMessage() const { return m_errorMessage; }
    void setErrorMessage(const QString &message);

    // Reads a file (any separator, UTF-8 or Windows-1250); the mapping starts from the header.
    Q_INVOKABLE bool load(const QUrl &url);
    // The column (0-based) that holds `field`; -1 leaves the field without a column. One column holds one field:
    // a column another field has is refused (false and errorMessage); the dialog asks and calls moveColumn.
    Q_INVOKABLE bool setColumn(const QString &field, int column);
    // The title of the field that has `column` already (other than `field`), "" when none.
    Q_INVOKABLE QString columnTakenBy(const QString &field, int column) const;
    // Gives `column` to `field`, leaving the field that had it without a column.
    Q_INVOKABLE void moveColumn(const QString &field, int column);
    // Into the editor's catalogue: every row, or with `skipBad` only the readable ones. One undo step.
    Q_INVOKABLE bool apply(bool skipBad);

signals:
    void editorChanged();
    void previewChanged();
    void errorMessageChanged();

private:
    void update();

    QPointer<CatalogueEditor> m_editor;
    ImportTable m_table = ImportTable::Profiles;
    QUrl m_fileUrl;
    std::optional<CsvTable> m_csv;
    ColumnMapping m_mapping;
    ImportPreview m_preview;
    QString m_errorMessage;
    bool m_skipBad = false;
};

} // namespace sztab::gui
