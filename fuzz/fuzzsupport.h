#pragma once
// What every fuzz target shares: the bundled data, loaded once, and a check that aborts so libFuzzer reports it.
#include "dataset.h"
#include "document.h"

#include <cstdio>
#include <cstdlib>

namespace sztab::fuzz {

inline const DataSet &bundledData()
{
    static const DataSet data = [] {
        DataSet d;
        LoadError error;
        if (!d.load({QStringLiteral(SZTAB_SOURCE_DATA_DIR)}, &error)) {
            std::fprintf(stderr, "bundled data does not load: %s\n", qPrintable(error.toLine()));
            std::abort();
        }
        return d;
    }();
    return data;
}

// A broken promise of the engine (not a refused input): abort, so the fuzzer keeps the input as a crash.
inline void require(bool ok, const char *what)
{
    if (!ok) {
        std::fprintf(stderr, "fuzz check failed: %s\n", what);
        std::abort();
    }
}

inline std::optional<QJsonObject> parse(const uint8_t *data, size_t size)
{
    LoadError error;
    return parseJsonObject(QByteArray(reinterpret_cast<const char *>(data), qsizetype(size)), QStringLiteral("fuzz"), &error);
}

// The common first steps of every target: parse, read with `read` (a *FromJson), write with `write` (a *ToJson) and
// require that the written document reads back equal. Returns what was read, when anything was.
template <class Read, class Write>
auto readAndRoundTrip(const uint8_t *data, size_t size, Read read, Write write, const char *what)
    -> decltype(read(QJsonObject(), static_cast<LoadError *>(nullptr)))
{
    const auto doc = parse(data, size);
    if (!doc)
        return std::nullopt;
    LoadError error;
    auto value = read(*doc, &error);
    if (!value)
        return std::nullopt;
    const auto again = read(write(*value), &error);
    require(again && *again == *value, what);
    return value;
}

} // namespace sztab::fuzz
