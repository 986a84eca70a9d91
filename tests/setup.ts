// Shared test setup: browser APIs that jsdom lacks are polyfilled here for Chakra/Ark components.
