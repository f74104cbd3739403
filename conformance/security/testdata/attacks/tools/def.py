# attack: rebinding a tool with def
# tools: search
# expect: policy protected
# message: Cannot assign to name 'search': doing this would erase the existing tool!
# known-hole: the Executor does not protect tool names yet (interp.Config.Protected exists, not wired in executor.go) — owner: lead
def search(q):
    return "hijacked"
