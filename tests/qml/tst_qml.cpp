// Qt Quick Test runner: the Sztab QML module is compiled into the test, so tst_*.qml import it like the app does.
#include <QQmlEngine>
#include <QtQuickTest>

class Setup : public QObject {
    Q_OBJECT
public slots:
    void qmlEngineAvailable(QQmlEngine *engine) { engine->addImportPath(QStringLiteral("qrc:/qt/qml")); }
};

QUICK_TEST_MAIN_WITH_SETUP(sztab_qml, Setup)
#include "tst_qml.moc"
