// glslf output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -profile glslf -po version=140
// source file: tests/glsl/cases/lib_tex_fragment_forms.cg
//vendor NVIDIA Corporation
//version 3.1.0.13
//profile glslf
//program main_grad_shadow
//semantic main_grad_shadow.shadowMap
//semantic roughness
//semantic detailSharpen
//var sampler2D shadowMap :  : _shadowMap1 : 1 : 1
//var float2 IN.uv : $vin.TEXCOORD0 :  : 0 : 0
//var float3 IN.normal : $vin.TEXCOORD1 :  : 0 : 0
//var float3 IN.view : $vin.TEXCOORD2 :  : 0 : 0
//var float4 IN.shadowCoord : $vin.TEXCOORD3 : TEXCOORD3 : 0 : 1
//var float4 main_grad_shadow : $vout.COLOR : COLOR : -1 : 1

#version 140

struct Surface {
    vec2 _uv;
    vec3 _normal;
    vec3 _view;
    vec4 _shadowCoord;
};

vec4 _ret_0;
vec2 _TMP1;
vec2 _TMP0;
uniform sampler2DShadow _shadowMap1;
vec3 _coord0012;
in vec4 cg_TexCoord3;
out vec4 cg_FragColor;

 // main procedure, the original name was main_grad_shadow
void main()
{

    vec3 _s;
    float _lit;

    _s = cg_TexCoord3.xyz/cg_TexCoord3.w;
    _TMP0 = dFdx(_s.xy);
    _TMP1 = dFdy(_s.xy);
    _coord0012.xy = _s.xy;
    _coord0012.z = _s.z;
    _lit = textureGrad(_shadowMap1, _coord0012, _TMP0, _TMP1);
    _ret_0 = vec4(_lit, _lit, _lit, 1.00000000E+00);
    cg_FragColor = _ret_0;
    return;
} // main end
