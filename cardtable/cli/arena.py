"""``cardtable-arena``: headless tournaments between computer players (docs/arena.md)."""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from ..ai.registry import agents_for
from ..app import arena
from ..app.plugins import Registry, registry
from ..engine.errors import CardTableError
from ..engine.i18n import tr


def _parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog="cardtable-arena",
        description="Play computer players against each other and print statistics.")
    p.add_argument("game", nargs="?", help="game id (see --list)")
    p.add_argument("--list", action="store_true", help="list games, options, presets and agents")
    p.add_argument("--players", type=int, help="number of players")
    p.add_argument("--agents", default="random",
                   help="comma-separated agents, repeated to fill the seats (default: random): "
                        "random, greedy, a level (beginner, intermediate, expert, master), a "
                        "registered agent, or cmd:COMMAND for a bot program (docs/bot-protocol.md)")
    p.add_argument("--bot-time-limit", type=float, default=None, metavar="SECONDS",
                   help="seconds a cmd: bot may take per answer (default: 10)")
    p.add_argument("--games", type=int, default=100, help="number of games (default: 100)")
    p.add_argument("--seed", type=int, default=0, help="seed of the whole tournament (default: 0)")
    p.add_argument("--preset", help="named rule preset")
    p.add_argument("--option", action="append", default=[], metavar="KEY=VALUE",
                   help="set a rule option (repeatable)")
    p.add_argument("--swap-seats", action="store_true",
                   help="rotate the agents one seat every game")
    p.add_argument("--duplicate", action="store_true",
                   help="play every deal once per seating of the agents (seats swapped on the "
                        "same deals; implies --swap-seats)")
    p.add_argument("--jobs", type=int, default=1,
                   help="play in this many worker processes (default: 1)")
    p.add_argument("--save-dir", help="save every game as a JSON save file into this folder")
    p.add_argument("--json", action="store_true", help="print one JSON object instead of a table")
    return p


def listing(reg: Registry) -> dict[str, Any]:
    games = {}
    broken = [str(b) for b in reg.broken]
    for gid in sorted(reg.games):
        g = reg.games[gid]
        try:
            games[gid] = {
                "name": tr(g.name), "players": list(g.player_counts),
                "options": {o.name: {"default": o.default, "allowed": o.allowed(),
                                     "label": tr(o.label),
                                     **({"players": list(o.players)} if o.players else {}),
                                     **({"needs": {o.needs: list(o.needs_values)}} if o.needs
                                        else {})}
                            for o in g.option_set.options.values()},
                "presets": g.option_set.presets,
                "agents": {name: tr(spec.description) for name, spec in agents_for(g).items()},
            }
        except Exception as exc:  # a plugin broken beyond import is reported, never fatal
            broken.append(f"game plugin {gid!r} cannot describe itself: {type(exc).__name__}: {exc}")
    return {"games": games, "broken_plugins": broken}


def _print_listing(data: dict[str, Any]) -> None:
    for gid, g in data["games"].items():
        print(f"{gid} — {g['name']} — players: {', '.join(map(str, g['players']))}")
        print("  options:")
        for name, o in g["options"].items():
            where = f" [players {', '.join(map(str, o['players']))}]" if "players" in o else ""
            for other, values in o.get("needs", {}).items():  # matters only with that one set
                where += f" [needs {other}" + (f" = {' or '.join(map(str, values))}]" if values
                                               else "]")
            print(f"    {name} = {json.dumps(o['default'])}  ({o['allowed']}){where}  {o['label']}")
        if g["presets"]:
            print("  presets:")
            for name, values in g["presets"].items():
                print(f"    {name}: " + ", ".join(f"{k}={json.dumps(v)}" for k, v in values.items()))
        print("  agents: " + ", ".join(g["agents"]))
        print()
    for b in data["broken_plugins"]:
        print(f"warning: {b}")


def _fmt_tally(label: str, t: dict[str, Any]) -> str:
    lo, hi = t["win_rate_ci95"]
    return (f"  {label:<22} {t['wins']:>7} {t['draws']:>6} {t['losses']:>7} {t['mean_points']:>9.2f}"
            f"   {t['win_rate']:.3f} [{lo:.3f}, {hi:.3f}]")


def _print_report(r: dict[str, Any]) -> None:
    print(f"{r['game']}: {r['players']} players, {r['games']} games, seed {r['seed']}"
          + (f", preset {r['preset']}" if r["preset"] else ""))
    opts = ", ".join(f"{k}={v}" for k, v in r["options"].items())
    print(f"options: {opts}")
    head = f"  {'':<22} {'wins':>7} {'draws':>6} {'losses':>7} {'points':>9}   win rate [95% CI]"
    print("per seat:")
    print(head)
    for s, t in enumerate(r["seats"]):
        who = "rotating" if r["swap_seats"] else r["seat_agents"][s]
        print(_fmt_tally(f"seat {s} ({who})", t))
    print("per team:")
    print(head)
    for t in r["teams"]:
        print(_fmt_tally("seats " + "+".join(map(str, t["seats"])), t))
    if r["swap_seats"] or len(r["by_agent"]) > 1:
        print("per agent:")
        print(head)
        for name, t in r["by_agent"].items():
            print(_fmt_tally(name, t))
    if any(len(t["seats"]) > 1 for t in r["teams"]) and r.get("by_side"):
        print("per side (each game once: a partnership's win is one win, its interval over games):")
        print(head)
        for name, t in r["by_side"].items():
            print(_fmt_tally(name, t))
    print(f"speed: {r['games_per_second']:.1f} games/s, {r['actions_per_second']:.0f} actions/s "
          f"({r['seconds']:.2f} s)")
    print("decision time:")
    for name, d in r["decision_time"].items():
        if d["p95_us"] >= 10_000:
            print(f"  {name:<22} p50 {d['p50_us'] / 1000:.1f} ms, p95 {d['p95_us'] / 1000:.1f} ms, "
                  f"mean {d['mean_us'] / 1000:.1f} ms, slowest {d['max_us'] / 1000:.1f} ms "
                  f"over {d['decisions']} decisions")
        else:
            print(f"  {name:<22} p50 {d['p50_us']:.1f} µs, p95 {d['p95_us']:.1f} µs over {d['decisions']} decisions")
    for failure in r.get("bot_failures", []):
        print(f"bot failure: {failure}")
    for fault in r.get("game_faults", []):
        print(f"game fault: {fault} ({r['games_played']} of {r['games']} games played)")


def main(argv: list[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    reg = registry()
    for b in reg.broken:
        print(f"warning: {b}", file=sys.stderr)
    try:
        if args.list:
            data = listing(reg)
            if args.json:
                print(json.dumps(data, indent=1, ensure_ascii=False))
            else:
                _print_listing(data)
            return 0
        if not args.game:
            print("cardtable-arena: name a game, or use --list", file=sys.stderr)
            return 2
        game = reg.get(args.game)
        players = args.players or game.player_counts[0]
        options = game.option_set.parse_assignments(args.option)
        config = arena.ArenaConfig(game, players, [a.strip() for a in args.agents.split(",") if a.strip()],
                                   args.games, args.seed, options, args.preset, args.swap_seats,
                                   args.save_dir, args.bot_time_limit, args.duplicate)
        report = arena.run(config, args.jobs)
    except CardTableError as exc:
        print(f"cardtable-arena: {exc}", file=sys.stderr)
        return 2
    if args.json:
        print(json.dumps(report, indent=1, ensure_ascii=False))
    else:
        _print_report(report)
    if report["game_faults"]:  # a broken game plugin: said, and a status a script can test
        print(f"cardtable-arena: the game failed: {report['game_faults'][0]}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
