// glslf output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -profile glslf -po version=130
// source file: tests/glsl/cases/hdr_same_semantic_inputs.cg
//vendor NVIDIA Corporation
//version 3.1.0.13
//profile glslf
//program main_fp
//semantic main_fp.tex : TEXUNIT0
//semantic main_fp.k_mix
//var sampler2D tex : TEXUNIT0 : _tex1 0 : 4 : 1
//var float4 k_mix :  : _k_mix1 : 5 : 1
//var float4 near : $vin.TEXCOORD0 :  : 0 : 0
//var float4 far : $vin.TEXCOORD0 : TEXCOORD0 : 1 : 1
//var float3 light : $vin.TEXCOORD1 :  : 2 : 0
//var float3 normal : $vin.TEXCOORD1 : TEXCOORD1 : 3 : 1
//var float4 main_fp : $vout.COLOR : COLOR : -1 : 1

#version 130

struct VertexOut {
    vec4 _normal2;
    vec2 _uv;
    vec3 _shade;
};

vec4 _ret_0;
vec4 _TMP1;
float _TMP0;
float _TMP2;
uniform sampler2D _tex1;
uniform vec4 _k_mix1;
float _TMP9;
in vec4 cg_TexCoord1;
in vec4 cg_TexCoord0;
out vec4 cg_FragColor;

 // main procedure, the original name was main_fp
void main()
{

    vec4 _colour;

    _TMP0 = dot(cg_TexCoord1.xyz, cg_TexCoord1.xyz);
    _TMP2 = min(1.00000000E+00, _TMP0);
    _TMP9 = max(0.00000000E+00, _TMP2);
    _colour = cg_TexCoord0 + _k_mix1.x*(cg_TexCoord0 - cg_TexCoord0);
    _TMP1 = texture(_tex1, _colour.xy);
    _ret_0 = _TMP1*_TMP9;
    cg_FragColor = _ret_0;
    return;
} // main end
