# attack: collections.abc is not authorized by "collections" (submodules need their own entry)
# ref: smolagents spec §4.5 authorization tree; collections.abc.sys chain
# expect: policy import
# message: Import of collections.abc is not allowed
import collections.abc
collections.abc.sys.modules['os'].system('touch {CANARY}')
