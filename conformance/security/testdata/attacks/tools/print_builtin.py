# attack: rebinding print (a static tool in smolagents)
# ref: smolagents test_assignment_cannot_overwrite_tool
# tools: search
# expect: policy protected
# message: Cannot assign to name 'print': doing this would erase the existing tool!
# known-hole: the Executor does not protect tool names yet (interp.Config.Protected exists, not wired in executor.go) — owner: lead
print = "3"
