-- Sourced after the Lua blocks of docs/neovim.md (Neovim 0.7 form and the Run monster turn
-- handler), as a user's init.lua would hold them: plays a monster's turn the way a user would,
-- from its code lens with <leader>cl, picking the second option where the players choose, then
-- undoes it, and writes what it saw to GHS_RESULT as JSON.

local result_file = assert(os.getenv('GHS_RESULT'), 'set GHS_RESULT to the JSON file to write')
local monster = os.getenv('GHS_MONSTER') or 'Guard'
local timeout_ms = 20000

local function buffer_text(buf)
  return table.concat(vim.api.nvim_buf_get_lines(buf, 0, -1, false), '\n')
end

local function check(result)
  local buf = vim.api.nvim_get_current_buf()
  result.filetype = vim.bo.filetype
  local original = buffer_text(buf)

  -- The lenses arrive by themselves, from the configuration's own autocommands.
  result.lensed = vim.wait(timeout_ms, function() return #vim.lsp.codelens.get(buf) > 0 end, 20)
  result.lenses = {}
  for _, lens in ipairs(vim.lsp.codelens.get(buf)) do
    table.insert(result.lenses, { line = lens.range.start.line, title = lens.command and lens.command.title })
  end

  -- What the server was told at start: its hover names the edition it applies.
  vim.fn.cursor(1, 1)
  vim.fn.search('\\<' .. monster .. '\\>')
  local hover = vim.lsp.buf_request_sync(buf, 'textDocument/hover', vim.lsp.util.make_position_params(), timeout_ms) or {}
  for _, answer in pairs(hover) do
    result.hover = answer.result and answer.result.contents and answer.result.contents.value
  end

  -- A person at the keyboard: the lens picker, then the option picker, answered here.
  result.prompts = {}
  vim.ui.select = function(items, opts, on_choice)
    local shown = {}
    for _, item in ipairs(items) do
      table.insert(shown, opts.format_item and opts.format_item(item) or tostring(item))
    end
    table.insert(result.prompts, { prompt = opts.prompt, items = shown })
    local pick = #items >= 2 and 2 or 1
    for i, text in ipairs(shown) do
      if text == 'Run monster turn' then
        pick = i
      end
    end
    on_choice(items[pick], pick)
  end
  vim.api.nvim_feedkeys(vim.api.nvim_replace_termcodes('<leader>cl', true, false, true), 'mx', false)

  result.played = vim.wait(timeout_ms, function() return buffer_text(buf):find('acted', 1, true) ~= nil end, 20)
  result.after_turn = vim.api.nvim_buf_get_lines(buf, 0, -1, false)
  vim.cmd('silent undo')
  result.undone = buffer_text(buf) == original
end

vim.api.nvim_create_autocmd('VimEnter', {
  callback = function()
    vim.schedule(function()
      local result = { nvim = tostring(vim.version().major) .. '.' .. tostring(vim.version().minor) }
      local ok, err = pcall(check, result)
      if not ok then
        result.error = tostring(err)
      end
      vim.fn.writefile({ vim.fn.json_encode(result) }, result_file)
      vim.cmd('qall!')
    end)
  end,
})
