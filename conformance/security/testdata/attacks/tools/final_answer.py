# attack: rebinding final_answer
# tools: search
# expect: policy protected
# message: Cannot assign to name 'final_answer': doing this would erase the existing tool!
final_answer = print
