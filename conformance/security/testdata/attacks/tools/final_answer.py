# attack: rebinding final_answer
# tools: search
# expect: policy protected
# message: Cannot assign to name 'final_answer': doing this would erase the existing tool!
# known-hole: the Executor does not protect tool names yet (interp.Config.Protected exists, not wired in executor.go) — owner: lead
final_answer = print
