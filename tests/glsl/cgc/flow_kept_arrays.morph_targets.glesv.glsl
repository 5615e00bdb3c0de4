// glesv output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -profile glesv
// source file: tests/glsl/cases/flow_kept_arrays.cg
//vendor NVIDIA Corporation
//version 3.1.0.13
//profile glesv
//program morph_targets
//semantic morph_targets.blend
//semantic morph_targets.targets
//semantic morph_targets.modelViewProj
//semantic image
//var float4 blend :  : _blend1 : 5 : 1
//var int targets :  : _targets1 : 6 : 1
//var float4x4 modelViewProj :  : _modelViewProj1[0], 4 : 7 : 1
//var float4 position : $vin.POSITION : POSITION : 0 : 1
//var float4 offset0 : $vin.TEXCOORD0 : TEXCOORD0 : 1 : 1
//var float4 offset1 : $vin.TEXCOORD1 : TEXCOORD1 : 2 : 1
//var float4 offset2 : $vin.TEXCOORD2 : TEXCOORD2 : 3 : 1
//var float4 offset3 : $vin.TEXCOORD3 : TEXCOORD3 : 4 : 1
//var float4 color : $vout.COLOR0 : COLOR0 : 8 : 1
//var float4 morph_targets : $vout.POSITION : HPOS : -1 : 1

precision mediump float;

int _TMP1;
uniform vec4 _blend1;
uniform int _targets1;
uniform vec4 _modelViewProj1[4];
vec4 _r0008;
float _TMP17;
bvec3 _bvec10018;
bool _TMP19;
attribute vec4 POSITION;
attribute vec4 TEXCOORD0;
attribute vec4 TEXCOORD1;
attribute vec4 TEXCOORD2;
attribute vec4 TEXCOORD3;
varying vec4 COL0;

 // main procedure, the original name was morph_targets
void main()
{

    vec4 _color;
    vec4 _offsets[4];
    vec4 _moved;
    int _i1;

    _offsets[0] = TEXCOORD0;
    _offsets[1] = TEXCOORD1;
    _offsets[2] = TEXCOORD2;
    _offsets[3] = TEXCOORD3;
    _moved = POSITION;
    _i1 = 0;
    for (; _i1 < _targets1; _i1 = _i1 + 1) { // for begin
        _TMP19 = true;
        _bvec10018 = bvec3(_i1 == 0, _i1 == 1, _i1 == 2);
        if (_bvec10018.x) { // if begin
            _TMP17 = _blend1.x;
            _TMP19 = false;
        } // end if
        if (_TMP19) { // if begin
            if (_bvec10018.y) { // if begin
                _TMP17 = _blend1.y;
                _TMP19 = false;
            } // end if
            if (_TMP19) { // if begin
                if (_bvec10018.z) { // if begin
                    _TMP17 = _blend1.z;
                    _TMP19 = false;
                } // end if
                if (_TMP19) { // if begin
                    _TMP17 = _blend1.w;
                } // end if
            } // end if
        } // end if
        _offsets[_i1] = _offsets[_i1]*_TMP17;
        _moved.xyz = _moved.xyz + _offsets[_i1].xyz;
    } // end for
    if (_targets1 > 0) { // if begin
        _TMP1 = _targets1 - 1;
    } else {
        _TMP1 = 0;
    } // end if
    _color = _offsets[_TMP1];
    _r0008.x = dot(_modelViewProj1[0], _moved);
    _r0008.y = dot(_modelViewProj1[1], _moved);
    _r0008.z = dot(_modelViewProj1[2], _moved);
    _r0008.w = dot(_modelViewProj1[3], _moved);
    gl_Position = _r0008;
    COL0 = _color;
    return;
    COL0 = _color;
} // main end
