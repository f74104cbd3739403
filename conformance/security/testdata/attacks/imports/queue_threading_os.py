# attack: queue.threading._os
# ref: smolagents test_vulnerability_via_submodules (queue.threading._os)
# expect: python AttributeError
# message: module 'queue' has no attribute 'threading'
# requires: queue
import queue
queue.threading._os.system('touch {CANARY}')
