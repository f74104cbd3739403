# Agent-like plan tracking with a final summary string.
plan = [
    {"step": 1, "action": "search", "args": {"q": "population of France"}, "status": "done", "result": 68_042_591},
    {"step": 2, "action": "search", "args": {"q": "population of Germany"}, "status": "done", "result": 84_358_845},
    {"step": 3, "action": "compute", "args": {"expr": "ratio"}, "status": "pending", "result": None},
    {"step": 4, "action": "answer", "args": {}, "status": "pending", "result": None},
]
observations = []
def run_step(s):
    match s["action"]:
        case "search":
            observations.append(f"Step {s['step']}: {s['args']['q']} -> {s['result']:,}")
        case "compute":
            fr, de = plan[0]["result"], plan[1]["result"]
            s["result"] = de / fr
            observations.append(f"Step {s['step']}: Germany/France = {s['result']:.4f}")
        case "answer":
            s["result"] = (f"Germany's population ({plan[1]['result'] / 1e6:.1f}M) is "
                           f"{plan[2]['result'] - 1:.1%} larger than France's ({plan[0]['result'] / 1e6:.1f}M).")
            observations.append(f"Step {s['step']}: final answer ready")
        case other:
            raise NotImplementedError(other)
    s["status"] = "done"
for s in plan:
    run_step(s)
print("\n".join(observations))
print(plan[-1]["result"])
print([s["status"] for s in plan].count("done"), "of", len(plan), "steps done")
print({s["action"] for s in plan} == {"search", "compute", "answer"})
run_step({"step": 5, "action": "browse", "args": {}})
