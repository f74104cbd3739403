# attack: rebinding a tool with :=
# tools: search
# expect: policy protected
# message: Cannot assign to name 'search': doing this would erase the existing tool!
# known-hole: the Executor does not protect tool names yet (interp.Config.Protected exists, not wired in executor.go) — owner: lead
(search := 3)
