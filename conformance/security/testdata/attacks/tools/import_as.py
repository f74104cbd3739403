# attack: rebinding a tool with import-as
# ref: smolagents spec §4.6 gap 9 (import_as bypass)
# tools: search
# expect: policy protected
# message: Cannot assign to name 'search': doing this would erase the existing tool!
import math as search
