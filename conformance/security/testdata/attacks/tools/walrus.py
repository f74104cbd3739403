# attack: rebinding a tool with :=
# tools: search
# expect: policy protected
# message: Cannot assign to name 'search': doing this would erase the existing tool!
(search := 3)
