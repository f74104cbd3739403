# An agent-style code action (written for this corpus in the style of GPT-4o
# CodeAgent steps; final_answer is a plain function here, as krait's is a tool).
tasks = {"compile": [], "test": ["compile"], "lint": [], "package": ["test", "lint"], "deploy": ["package"]}
def topo_sort(deps):
    order, visited, temp = [], set(), set()
    def visit(n):
        if n in temp:
            raise ValueError(f"cycle at {n}")
        if n in visited:
            return
        temp.add(n)
        for d in deps[n]:
            visit(d)
        temp.discard(n)
        visited.add(n)
        order.append(n)
    for n in sorted(deps):
        visit(n)
    return order
print(" -> ".join(topo_sort(tasks)))
tasks["compile"].append("deploy")
try:
    topo_sort(tasks)
except ValueError as e:
    print("Error:", e)
