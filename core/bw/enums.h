// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The closed vocabularies of the file formats (CONTRACT), with the names files use.
#include "foundation/issue.h" // Severity, shared by every game system
#include "foundation/jsonio.h"

namespace sztab {

enum class UnitKind { Infantry, Cavalry, Artillery };
enum class Arm { Infantry, Cavalry }; // a general's pool (BWN 13.4)
enum class DivisionArm { Infantry, Cavalry, Mixed };
enum class Status { Regular, Veteran, Elite };           // training levels (BWN 2.3)
enum class OrderType { Defence, Move, Attack };          // BWN 5.3
enum class Issuer { CommanderInChief, Corps, Division }; // who gives an individual order (BWN 5.5)
enum class Character { Aggressive, Neutral, Cautious };  // BWN 6.3

template <> struct EnumNames<UnitKind> {
    static constexpr std::array<std::pair<UnitKind, const char *>, 3> names{
        {{UnitKind::Infantry, "infantry"}, {UnitKind::Cavalry, "cavalry"}, {UnitKind::Artillery, "artillery"}}};
};
template <> struct EnumNames<Arm> {
    static constexpr std::array<std::pair<Arm, const char *>, 2> names{
        {{Arm::Infantry, "infantry"}, {Arm::Cavalry, "cavalry"}}};
};
template <> struct EnumNames<DivisionArm> {
    static constexpr std::array<std::pair<DivisionArm, const char *>, 3> names{
        {{DivisionArm::Infantry, "infantry"}, {DivisionArm::Cavalry, "cavalry"}, {DivisionArm::Mixed, "mixed"}}};
};
template <> struct EnumNames<Status> {
    static constexpr std::array<std::pair<Status, const char *>, 3> names{
        {{Status::Regular, "regular"}, {Status::Veteran, "veteran"}, {Status::Elite, "elite"}}};
};
template <> struct EnumNames<OrderType> {
    static constexpr std::array<std::pair<OrderType, const char *>, 3> names{
        {{OrderType::Defence, "defence"}, {OrderType::Move, "move"}, {OrderType::Attack, "attack"}}};
};
template <> struct EnumNames<Issuer> {
    // The command-line spelling ("cinc") is the file spelling too, so one table serves both.
    static constexpr std::array<std::pair<Issuer, const char *>, 3> names{
        {{Issuer::CommanderInChief, "cinc"}, {Issuer::Corps, "corps"}, {Issuer::Division, "division"}}};
};
template <> struct EnumNames<Character> {
    static constexpr std::array<std::pair<Character, const char *>, 3> names{
        {{Character::Aggressive, "aggressive"}, {Character::Neutral, "neutral"}, {Character::Cautious, "cautious"}}};
};

} // namespace sztab
