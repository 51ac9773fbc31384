// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The KSK scenario editor's document (issue 20): one scenario value edited through core/ksk/scenarioedit.h, the
// loader's own checks run after every edit (the issues list), snapshot undo/redo, autosave and crash recovery
// (DocumentBase), and saves as a "ksk-scenario" .json that savetarget never lets replace another kind of file. It
// starts blank, from a copy of the bundled demo, or from a scenario file; the bundled files open as templates
// (Save asks for a new file). Its three tables are list models whose roles are the core's fields.
#include "app/gui/shell/documentbase.h"
#include "ksk/scenarioedit.h"

#include <QAbstractListModel>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

namespace sztab::gui {

class KskScenarioDocument;

// One table of the scenario (commanders, formations, brigades): one row per entry, a role per field of
// scenarioFields plus `side`, `issue` (the first issue's message on the row, "" none) and `choices` (field -> the
// values a choice cell of this row takes). `columns` describes the cells as the core does (scenarioColumns).
class KskScenarioTableModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("owned by a KskScenarioDocument")
    Q_PROPERTY(QString table READ tableName CONSTANT)
    Q_PROPERTY(QVariantList columns READ columns NOTIFY columnsChanged)
    Q_PROPERTY(int count READ count NOTIFY countChanged)
public:
    KskScenarioTableModel(ksk::ScenarioTable table, KskScenarioDocument *document);

    QString tableName() const { return ksk::scenarioTableName(m_table); }
    QVariantList columns() const { return m_columns; }
    int count() const { return int(m_rows.size()); }
    Q_INVOKABLE QVariantMap get(int row) const { return m_rows.value(row); }
    // The row of the entry with this id, -1 for none.
    Q_INVOKABLE int rowOf(const QString &id) const;

    void update(const ksk::Scenario &scenario, const QList<Issue> &issues, const QString &lang);

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

signals:
    void columnsChanged();
    void countChanged();

private:
    ksk::ScenarioTable m_table;
    QList<QByteArray> m_roleNames;
    QList<QVariantMap> m_rows;
    QVariantList m_columns;
};

class KskScenarioDocument : public sztab::gui::DocumentBase { // qualified: qmltyperegistrar finds the base by name
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(QString displayName READ displayName NOTIFY scenarioChanged)
    Q_PROPERTY(bool loaded READ loaded NOTIFY scenarioChanged)
    Q_PROPERTY(bool isTemplate READ isTemplate NOTIFY fileUrlChanged)
    Q_PROPERTY(QVariantMap header READ header NOTIFY scenarioChanged)
    // The rulebook's numbers the scenario carries (KSK II.16: its own rules may change them): {field, title (with the
    // rule's section), minimum, maximum} and their values by field.
    Q_PROPERTY(QVariantList ruleColumns READ ruleColumns NOTIFY scenarioChanged)
    Q_PROPERTY(QVariantMap rules READ rules NOTIFY scenarioChanged)
    // {severity, code, section, message, path, table ("" the header), row, field}
    Q_PROPERTY(QVariantList issues READ issues NOTIFY scenarioChanged)
    Q_PROPERTY(int issueCount READ issueCount NOTIFY scenarioChanged)
    Q_PROPERTY(QStringList formationIds READ formationIds NOTIFY scenarioChanged)
    Q_PROPERTY(QString statusMessage READ statusMessage NOTIFY statusMessageChanged)
    Q_PROPERTY(sztab::gui::KskScenarioTableModel *commanders READ commanders CONSTANT)
    Q_PROPERTY(sztab::gui::KskScenarioTableModel *formations READ formations CONSTANT)
    Q_PROPERTY(sztab::gui::KskScenarioTableModel *brigades READ brigades CONSTANT)
public:
    explicit KskScenarioDocument(QObject *parent = nullptr);
    // Unsaved edits the player did not discard stay in the autosave (the base can no longer read the content).
    ~KskScenarioDocument() override { keepUnsavedEdits(); }

    QString displayName() const override;
    bool loaded() const { return m_loaded; }
    bool isTemplate() const { return m_loaded && fileUrl().isEmpty(); }
    QVariantMap header() const { return ksk::scenarioHeader(m_scenario); }
    QVariantList ruleColumns() const;
    QVariantMap rules() const { return ksk::scenarioRuleValues(m_scenario); }
    QVariantList issues() const { return m_issues; }
    int issueCount() const { return int(m_issues.size()); }
    QStringList formationIds() const;
    QString statusMessage() const { return m_statusMessage; }
    KskScenarioTableModel *commanders() { return &m_commanders; }
    KskScenarioTableModel *formations() { return &m_formations; }
    KskScenarioTableModel *brigades() { return &m_brigades; }

    // For C++ callers (tests).
    const ksk::Scenario &scenario() const { return m_scenario; }

    // Files. Each returns true, or sets errorMessage and leaves the document as it was.
    Q_INVOKABLE bool newBlank();
    // A copy of the bundled demo scenario (the Alma), unsaved.
    Q_INVOKABLE bool newFromDemo();
    // A scenario file (its shape read; what the loader's checks find is listed, not refused), or its autosave.
    Q_INVOKABLE bool open(const QUrl &url);
    Q_INVOKABLE bool save();
    Q_INVOKABLE bool saveAs(const QUrl &url);
    Q_INVOKABLE void close();

    // Edits, each one undo step; false and errorMessage (the core's reason) when refused.
    Q_INVOKABLE bool setHeader(const QString &field, const QVariant &value);
    Q_INVOKABLE bool setRule(const QString &field, const QVariant &value);
    Q_INVOKABLE bool set(const QString &table, int row, const QString &field, const QVariant &value);
    // `owner`: "A"/"B" for a commander or formation, a formation's id for a brigade. The new row, or -1.
    Q_INVOKABLE int add(const QString &table, const QString &owner);
    Q_INVOKABLE bool remove(const QString &table, int row);
    Q_INVOKABLE void undo();
    Q_INVOKABLE void redo();
    // Where an issue's pointer lands: {table ("" the header), row, field}.
    Q_INVOKABLE QVariantMap locate(const QString &pointer) const;

signals:
    void scenarioChanged();
    void statusMessageChanged();

protected:
    UndoState undoState() const override { return undoStateOf(m_history); }
    QJsonObject autosaveContent() const override;
    QVariantMap recentEntry() const override;

private:
    QString lang() const;
    bool fail(const QString &message);
    bool commit(ksk::Scenario next, const char *undoText);
    bool setScalar(bool (*edit)(ksk::Scenario &, const QString &, const QVariant &, Text *), const QString &field,
                   const QVariant &value, const char *undoText);
    void reset(ksk::Scenario scenario, const QUrl &url);
    void refresh();
    void setStatus(const QString &text);

    ksk::Scenario m_scenario;
    ksk::Scenario m_saved;
    bool m_loaded = false;
    QVariantList m_issues;
    QString m_statusMessage;
    SnapshotHistory<ksk::Scenario> m_history;
    KskScenarioTableModel m_commanders, m_formations, m_brigades;
};

} // namespace sztab::gui
