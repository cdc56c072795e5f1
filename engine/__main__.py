"""``python -m engine`` runs the homeostat command line."""

import sys

from .cli import console_main

sys.exit(console_main())
