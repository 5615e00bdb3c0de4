// glslf output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -profile glslf -po version=130
// source file: tests/glsl/cases/hdr_uniform_frag.cg
//vendor NVIDIA Corporation
//version 3.1.0.13
//profile glslf
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
//var float4 main : $vout.COLOR : COLOR : -1 : 1

#version 130

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
uniform sampler2D _globalMap;
uniform sampler2D _boundMap;
uniform samplerCube _envMap;
uniform sampler2D _layers[2];
uniform vec4 _globalTint;
in vec4 cg_TexCoord1;
in vec4 cg_TexCoord0;
out vec4 cg_FragColor;

 // main procedure, the original name was main
void main()
{

    vec4 _c;

    _TMP0 = texture(_globalMap, cg_TexCoord0.xy);
    _TMP1 = texture(_boundMap, cg_TexCoord0.xy);
    _TMP2 = texture(_envMap, cg_TexCoord1.xyz);
    _c = _TMP0 + _TMP1*_TMP2;
    _TMP3 = texture(_volume1, cg_TexCoord1.xyz);
    _TMP4 = texture(_ramp1, cg_TexCoord0.x);
    _c = _c + _TMP3 + _TMP4;
    _TMP5 = texture(_layers[0], cg_TexCoord0.xy);
    _TMP6 = texture(_layers[1], cg_TexCoord0.yx);
    _c = _c + _TMP5*_TMP6;
    _c0033 = cg_TexCoord0.xy*4.00000000E+00;
    _TMP7 = texture(_mat1._detail, _c0033);
    _c = _c + _TMP7*_mat1._tint;
    _ret_0 = (_c*_exposure1)*_globalTint;
    cg_FragColor = _ret_0;
    return;
} // main end
