# attack: rebinding print (a static tool in smolagents)
# ref: smolagents test_assignment_cannot_overwrite_tool
# tools: search
# expect: policy protected
# message: Cannot assign to name 'print': doing this would erase the existing tool!
# known-hole: print (a static tool in smolagents, where `print = "3"` is refused) can be rebound; only host tools are protected — owner: lead
print = "3"
