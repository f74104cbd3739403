# attack: rebinding a tool by augmented assignment
# tools: search
# expect: policy protected
# message: Cannot assign to name 'search': doing this would erase the existing tool!
search += 1
