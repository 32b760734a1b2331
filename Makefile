# The two commands of the README. Each installs what it needs first (scripts/setup.sh).
.PHONY: setup gallery test

setup:
	@scripts/setup.sh

# Builds the gallery from gallery-config.json into output/.
gallery: setup
	swift build -c release --product gallery
	.build/release/gallery build --config gallery-config.json --output output

# Runs the whole test suite.
test: setup
	swift test
