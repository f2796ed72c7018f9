/** `@docusaurus/ExecutionEnvironment`: content renders on the server only. */
const ExecutionEnvironment = {
  canUseDOM: false,
  canUseEventListeners: false,
  canUseIntersectionObserver: false,
  canUseViewport: false,
};
export default ExecutionEnvironment;
