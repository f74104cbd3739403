# attack: the host authorizes os explicitly; a blocked module stays refused
# ref: smolagents test_can_import_os_if_explicitly_authorized (krait refuses by design)
# imports: os
# expect: invalid-policy
# message: invalid policy: AuthorizedImports: "os" can never be imported in krait
import os
os.system('touch {CANARY}')
