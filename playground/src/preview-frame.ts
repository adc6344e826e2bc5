// The stand-in for VS Code's webview API comes first: the preview calls it as it loads.
import './webview-api.js';
import '../../client/webview/preview.js';
