// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Cold start to the first frame (issue 5, item 10; docs/benchmarks.md): when a window's first frame is on screen,
// print the wall clock (microseconds since the epoch, so the launching script can subtract its own start time and
// count the dynamic loading before main() too) and the CPU time the process has used so far (every thread: the
// render thread and llvmpipe's included), then quit. Used alike by `sztab --quit-after-first-frame` and by the
// yardstick, bench_barequick, so both are measured the same way. Header-only so the yardstick links nothing of ours.
#include <QCoreApplication>
#include <QQuickWindow>

#include <chrono>
#include <cstdio>
#include <memory>
#include <sys/resource.h>

namespace sztab {

inline void quitAfterFirstFrame(QQuickWindow *window)
{
    // frameSwapped may come from the render thread: answer in this thread's event loop. Only the first one counts.
    auto done = std::make_shared<bool>(false);
    QObject::connect(
        window, &QQuickWindow::frameSwapped, QCoreApplication::instance(),
        [done] {
            if (*done)
                return;
            *done = true;
            const auto now = std::chrono::duration_cast<std::chrono::microseconds>(
                                 std::chrono::system_clock::now().time_since_epoch())
                                 .count();
            rusage usage{};
            getrusage(RUSAGE_SELF, &usage);
            const long long cpu = (usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) * 1000000LL + usage.ru_utime.tv_usec
                + usage.ru_stime.tv_usec;
            std::printf("first-frame %lld %lld\n", static_cast<long long>(now), cpu);
            std::fflush(stdout);
            QCoreApplication::exit(0);
        },
        Qt::QueuedConnection);
}

} // namespace sztab
