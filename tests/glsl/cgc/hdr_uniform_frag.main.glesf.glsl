// glesf output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -profile glesf
// source file: tests/glsl/cases/hdr_uniform_frag.cg
//vendor NVIDIA Corporation
//version 3.1.0.13
//profile glesf
//program main
//semantic main.volume : TEXUNIT5
//semantic main.ramp
//semantic main.mat
//semantic main.exposure
//semantic globalMap
//semantic boundMap : TEXUNIT3
//semantic envMap
//semantic unusedMap
//semantic layers
//semantic globalTint
//var sampler3D volume : TEXUNIT5 : _volume1 5 : 2 : 1
//var sampler1D ramp :  : _ramp1 : 3 : 1
//var float4 mat.tint :  : _mat1._tint : 4 : 1
//var sampler2D mat.detail :  : _mat1._detail : 4 : 1
//var float exposure :  : _exposure1 : 5 : 1
//var sampler2D globalMap :  : _globalMap : -1 : 1
//var sampler2D boundMap : TEXUNIT3 : _boundMap 3 : -1 : 1
//var samplerCUBE envMap :  : _envMap : -1 : 1
//var sampler2D layers[0] :  : _layers[0] : -1 : 1
//var sampler2D layers[1] :  : _layers[1] : -1 : 1
//var float4 globalTint :  : _globalTint : -1 : 1
//var float2 uv : $vin.TEXCOORD0 : TEXCOORD0 : 0 : 1
//var float3 dir : $vin.TEXCOORD1 : TEXCOORD1 : 1 : 1
//var float4 main : $vout.COLOR : COL : -1 : 1

precision mediump float;

struct Material {
    vec4 _tint;
    sampler2D _detail;
};

vec4 _ret_0;
vec4 _TMP7;
vec4 _TMP6;
vec4 _TMP5;
vec4 _TMP4;
vec4 _TMP3;
vec4 _TMP2;
vec4 _TMP1;
vec4 _TMP0;
uniform sampler3D _volume1;
uniform sampler1D _ramp1;
uniform Material _mat1;
uniform float _exposure1;
vec2 _c0033;
varying vec4 TEX0;
varying vec4 TEX1;
uniform sampler2D _globalMap;
uniform sampler2D _boundMap;
uniform samplerCube _envMap;
uniform sampler2D _layers[2];
uniform vec4 _globalTint;

 // main procedure, the original name was main
void main()
{

    vec4 _c;

    _TMP0 = texture2D(_globalMap, TEX0.xy);
    _TMP1 = texture2D(_boundMap, TEX0.xy);
    _TMP2 = textureCube(_envMap, TEX1.xyz);
    _c = _TMP0 + _TMP1*_TMP2;
    _TMP3 = texture3D(_volume1, TEX1.xyz);
    _TMP4 = texture1D(_ramp1, TEX0.x);
    _c = _c + _TMP3 + _TMP4;
    _TMP5 = texture2D(_layers[0], TEX0.xy);
    _TMP6 = texture2D(_layers[1], TEX0.yx);
    _c = _c + _TMP5*_TMP6;
    _c0033 = TEX0.xy*4.00000000E+00;
    _TMP7 = texture2D(_mat1._detail, _c0033);
    _c = _c + _TMP7*_mat1._tint;
    _ret_0 = (_c*_exposure1)*_globalTint;
    gl_FragColor = _ret_0;
    return;
} // main end
