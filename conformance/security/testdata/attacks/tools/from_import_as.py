# attack: rebinding a tool with from-import-as
# ref: smolagents spec §4.6 gap 9
# tools: search
# expect: policy protected
# message: Cannot assign to name 'search': doing this would erase the existing tool!
from math import pi as search
