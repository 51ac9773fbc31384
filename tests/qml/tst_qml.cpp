// SPDX-License-Identifier: GPL-3.0-or-later
// Qt Quick Test runner: the Sztab QML module and the Sztab.Backend module are compiled into the test, so tst_*.qml
// import them like the app does. Settings, recent files and autosaves go to throw-away test locations, and the
// tests get the bundled data folder and a temporary folder for their files as `sztabTest`.
// The test links the backend, which links Qt Widgets (print dialog), so QT_WIDGETS_LIB is defined; but Qt Quick
// Test runs a QGuiApplication, and QtTest's headers would then treat qApp as a QApplication (UBSan: a bad downcast).
#undef QT_WIDGETS_LIB
#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QQmlContext>
#include <QQmlEngine>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QQuickWindow>
#include <QTest>
#include <QtQuickTest>

// Key presses for the app's own window: TestCase.keyClick only reaches the test's window, and shortcuts need the
// real window to be the focused one.
class Keys : public QObject {
    Q_OBJECT
public:
    Q_INVOKABLE bool click(QObject *window, int key, int modifiers = 0)
    {
        auto *w = qobject_cast<QWindow *>(window);
        if (!w)
            return false;
        QTest::keyClick(w, Qt::Key(key), Qt::KeyboardModifiers(modifiers));
        return true;
    }
};

// The bytes of files, for tests that check what a save wrote or left alone (QML cannot read a file itself).
class Files : public QObject {
    Q_OBJECT
public:
    Q_INVOKABLE QString read(const QUrl &url) const
    {
        QFile f(url.toLocalFile());
        return f.open(QIODevice::ReadOnly) ? QString::fromLatin1(f.readAll()) : QString();
    }
    Q_INVOKABLE bool exists(const QUrl &url) const { return QFile::exists(url.toLocalFile()); }
    Q_INVOKABLE bool write(const QUrl &url, const QString &latin1) const
    {
        QFile f(url.toLocalFile());
        const QByteArray bytes = latin1.toLatin1();
        return f.open(QIODevice::WriteOnly | QIODevice::Truncate) && f.write(bytes) == bytes.size();
    }
};

class Setup : public QObject {
    Q_OBJECT
public slots:
    void applicationAvailable()
    {
        // Before anything reads QSettings or AppDataLocation: never touch the user's real ones.
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("SztabTest"));
        QCoreApplication::setApplicationName(QStringLiteral("sztab-qml-test"));
        // Every run starts as a first start: a theme, language or recent file a failed run left behind must not
        // leak into the next one (the test-mode settings file outlives the process).
        QSettings().clear();
    }

    void qmlEngineAvailable(QQmlEngine *engine)
    {
        engine->addImportPath(QStringLiteral("qrc:/qt/qml"));
        engine->rootContext()->setContextProperty(
            QStringLiteral("sztabTest"),
            QVariantMap{{QStringLiteral("dataDir"), QUrl::fromLocalFile(QStringLiteral(SZTAB_SOURCE_DATA_DIR))},
                        {QStringLiteral("tempDir"), QUrl::fromLocalFile(m_temp.path())},
                        {QStringLiteral("screenshotDir"), qEnvironmentVariable("SZTAB_SCREENSHOT_DIR")}});
        engine->rootContext()->setContextProperty(QStringLiteral("sztabKeys"), &m_keys);
        engine->rootContext()->setContextProperty(QStringLiteral("sztabFiles"), &m_files);
    }

private:
    QTemporaryDir m_temp;
    Keys m_keys;
    Files m_files;
};

QUICK_TEST_MAIN_WITH_SETUP(sztab_qml, Setup)
#include "tst_qml.moc"
